import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LazySection } from '@/components/page/LazySection';
import { useBottomOverlayRoom } from '@/components/ui/use-bottom-overlay';
import { cityName } from '@/content/city-names';
import { servicesMenu } from '@/content/nav-items';
import { CookieSettingsButton } from '@/features/cookie-consent/CookieSettingsButton';
import { FooterPartners } from '@/features/partners/FooterPartners';
import { useLanguage } from '@/i18n/language-context';
import { cities } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import { business, mailtoUrl, telUrl, whatsappUrl } from '@contract/business.ts';

// The newsletter sign-up is on every page: its code loads only when the footer comes near.
const newsletterSignup = () => import('@/features/newsletter/NewsletterSignup');

/** `partnerLogos` is false on a page whose partners section already shows them. */
export function Footer({ partnerLogos }: { partnerLogos: boolean }) {
  const { lang, ui } = useLanguage();
  const copy = ui.footer;
  const end = useRef<HTMLParagraphElement>(null);
  useBottomOverlayRoom(end);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-24 bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {business.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{copy.description}</p>
          <h3 className="footer-heading mt-6">{copy.businessDetails}</h3>
          {/* Lines broken by the text's own newlines: five lines, no <br> elements. */}
          <address className="mt-2 whitespace-pre-line text-sm not-italic leading-relaxed">
            {[
              business.address.street,
              `${business.address.postalCode} ${business.address.locality}`,
              `${copy.chamberOfCommerce}: ${business.chamberOfCommerce}`,
              `${copy.vat}: ${business.vatNumber}`,
              `${copy.bank}: ${business.bankAccount}`,
            ].join('\n')}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {copy.contact}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={telUrl} className="footer-link">
                {copy.call}: {business.phone.display}
              </a>
            </li>
            <li>
              <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="footer-link">
                {copy.whatsapp}
              </a>
            </li>
            <li>
              <a href={mailtoUrl} className="footer-link">
                {`${copy.email}: ${business.email}`}
              </a>
            </li>
            <li>{copy.hours}</li>
          </ul>
          <h2 className="footer-heading mt-6">{copy.services}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {servicesMenu.map((item) => (
              <li key={item.id}>
                <Link to={pathFor(item.id, lang)} className="footer-link">
                  {ui.nav.servicesMenu[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="footer-heading">
            {copy.locations}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {cities.map((city) => (
              <li key={city}>
                <Link to={pathFor(`city-${city}`, lang)} className="footer-link">
                  {copy.cityLink(cityName(city))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {copy.legal}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={pathFor('privacy', lang)} className="footer-link">
                {copy.privacy}
              </Link>
            </li>
            <li>
              <Link to={pathFor('terms', lang)} className="footer-link">
                {copy.terms}
              </Link>
            </li>
            <li>
              <Link to={pathFor('cookie-policy', lang)} className="footer-link">
                {copy.cookies}
              </Link>
            </li>
            <li>
              <CookieSettingsButton className="footer-link text-left" />
            </li>
          </ul>
        </section>
      </div>
      <LazySection id="newsletter" loader={newsletterSignup} minHeight={180} />
      {partnerLogos && <FooterPartners />}
      <p
        ref={end}
        className="border-t border-white/10 pb-[calc(1.5rem+var(--bottom-overlay,0px))] pt-6 text-center text-xs text-slate-300"
        suppressHydrationWarning
      >
        {/* The legal name ends in its own full stop (B.V.): the sentence takes no second one. */}
        {`© ${year} ${business.legalName.replace(/\.?$/, '.')} ${copy.rights}`}
      </p>
    </footer>
  );
}
