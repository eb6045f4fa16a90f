import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { pathFor, resolvePath } from '@/routing/paths';
import { relatedHeading, relatedLabel } from './labels';
import { relatedLinks } from './related-links';

/**
 * A strip of links to pages related to the current one; nothing when there are none. The layout
 * loads it as a lazy section, when it comes near the viewport.
 */
export default function RelatedLinks() {
  const { lang, ui } = useLanguage();
  const { pathname } = useLocation();
  const links = relatedLinks(resolvePath(pathname).route.id);
  if (links.length === 0) return null;
  const heading = relatedHeading(lang);
  return (
    <nav
      id="related-links"
      aria-label={heading}
      className="mx-auto mt-16 max-w-7xl px-4 sm:px-6"
      data-related-links=""
    >
      <h2 className="text-sm font-bold uppercase tracking-wider text-slate-600 dark:text-slate-300">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              to={`${pathFor(link.id, lang)}${link.hash ? `#${link.hash}` : ''}`}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm text-brand-800 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:text-brand-100 dark:hover:bg-brand-900"
            >
              {relatedLabel(link, lang, ui)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
