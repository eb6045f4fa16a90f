import { Link } from 'react-router-dom';
import type { Crumb } from '@/head/breadcrumbs';
import { useLanguage } from '@/i18n/language-context';

/** The visible trail of the page's BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { ui } = useLanguage();
  return (
    <nav aria-label={ui.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-300">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-brand-900 dark:text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
