import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from './copy';

/** Previous / "page n of m" / next under an admin list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  linkTo,
}: {
  page: number;
  pages: number;
  /** The list's address for another page, keeping its filters. */
  linkTo: (page: number) => string;
}) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang].pager;
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.label} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={linkTo(page - 1)} className="btn-secondary">
          {copy.previous}
        </Link>
      )}
      <span className="text-slate-700 dark:text-slate-300">{copy.page(page, pages)}</span>
      {page < pages && (
        <Link to={linkTo(page + 1)} className="btn-secondary">
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
