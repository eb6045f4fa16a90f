import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { FaqItem } from '@/content/faq';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { mailtoUrl } from '@contract/business.ts';
import { faqCopy } from './copy';
import { FaqAccordion } from './FaqAccordion';

const link =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white';

/** The FAQ section with the given questions, and where to go next. */
export function FaqBlock({ items, title }: { items: readonly FaqItem[]; title: 'title' | 'allTitle' }) {
  const { lang, href } = useLanguage();
  const copy = faqCopy[lang];
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-white py-20 dark:bg-slate-950">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={copy.eyebrow} title={copy[title]}>
          {copy.lead}
        </SectionHeading>
        <div className="mt-10">
          <FaqAccordion entries={items.map((item) => ({ id: item.id, ...item[lang] }))} />
        </div>
        <nav aria-label={copy.moreTitle} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3">
            <li>
              <Link to={pathFor('services', lang)} className={link}>
                {copy.relatedServices}
              </Link>
            </li>
            <li>
              <Link to={href('/contact#location')} className={link}>
                {copy.locationInfo}
              </Link>
            </li>
            <li>
              <Link to={pathFor('contact', lang)} className={link}>
                {copy.contact}
              </Link>
            </li>
            <li>
              <a href={mailtoUrl} className={link}>
                {copy.email}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
