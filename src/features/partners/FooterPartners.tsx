import { useLanguage } from '@/i18n/language-context';
import { PartnerLogo } from './PartnerLogo';
import { partners } from './partners';

const title = { en: 'Our partners', nl: 'Onze partners' } as const;

/** The footer's row of partner logos, small enough for every page's first load. */
export function FooterPartners() {
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="footer-partners" className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
      <h2 id="footer-partners" className="footer-heading">
        {title[lang]}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-4">
        {partners.map((partner) => (
          <li key={partner.id} className="flex items-center gap-2 text-sm text-slate-200">
            <PartnerLogo partner={partner} size={32} />
            {partner.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
