import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import type { LegalPageId, PageProps } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import type { LegalPageData } from './legal-data';

const legalPageIds: readonly LegalPageId[] = ['terms', 'privacy', 'cookie-policy'];
const isLegalPage = (id: string): id is LegalPageId => (legalPageIds as readonly string[]).includes(id);

const load = (id: LegalPageId, lang: Language) => () =>
  import('./legal-data').then((module) => module.legalPageData(id, lang));

export default function LegalPage({ id }: PageProps) {
  const { lang, ui } = useLanguage();
  if (!isLegalPage(id)) throw new Error(`LegalPage cannot show ${id}`);
  const [data, dataElement] = usePrerenderedData<LegalPageData>(`legal:${id}:${lang}`, load(id, lang));
  const { document } = data;
  const others = legalPageIds.filter((other) => other !== id);
  const names: Record<LegalPageId, string> = {
    terms: ui.footer.terms,
    privacy: ui.footer.privacy,
    'cookie-policy': ui.footer.cookies,
  };
  return (
    <article className="prose-page">
      {dataElement}
      <Breadcrumbs crumbs={data.crumbs} />
      <h1 className="mt-8">{document.title}</h1>
      <p className="text-lg">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6 dark:border-slate-700">
        {others.map((other) => (
          <Link
            key={other}
            to={pathFor(other, lang)}
            className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            {names[other]}
          </Link>
        ))}
      </p>
    </article>
  );
}
