import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loadSearchIndex } from '@/features/site-search/load-index';
import { search, type prepare } from '@/features/site-search/search';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { searchPageCopy } from './copy';

type PreparedIndex = ReturnType<typeof prepare>;

const noSubscription = () => () => {};
/** False on the server and during hydration, true afterwards: the query is read only then. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

type IndexState = { lang: string; index?: PreparedIndex; failed?: boolean };

export default function SearchPage() {
  const { lang } = useLanguage();
  const t = searchPageCopy[lang];
  const navigate = useNavigate();
  const { search: queryString } = useLocation();
  const hydrated = useHydrated();
  const query = hydrated ? (new URLSearchParams(queryString).get('q') ?? '').trim() : '';
  const [state, setState] = useState<IndexState>({ lang });

  useEffect(() => {
    if (!query) return;
    let current = true;
    loadSearchIndex(lang).then(
      (index) => current && setState({ lang, index }),
      () => current && setState({ lang, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [lang, query]);

  const index = state.lang === lang ? state.index : undefined;
  const results = useMemo(() => (index && query ? search(index, query) : []), [index, query]);
  const failed = state.lang === lang && state.failed;
  const status = !query ? '' : failed ? t.failed : index ? t.count(results.length, query) : t.searching;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${pathFor('search', lang)}?q=${encodeURIComponent(q)}` : pathFor('search', lang));
  };

  return (
    <div className="prose-page">
      <h1>{t.h1}</h1>
      <p>{t.intro}</p>
      <form role="search" action={pathFor('search', lang)} method="get" onSubmit={onSubmit} className="mt-8">
        <label htmlFor="site-search-q" className="block font-semibold text-brand-900 dark:text-white">
          {t.label}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            key={query}
            id="site-search-q"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t.placeholder}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 py-3 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
          />
          <button type="submit" className="btn-primary">
            {t.submit}
          </button>
        </div>
      </form>
      <noscript>
        <p>{t.noscript}</p>
      </noscript>
      <p role="status" className="mt-6 font-medium">
        {status}
      </p>
      {results.length > 0 && (
        <ol aria-label={t.results} className="mt-4 space-y-6">
          {results.map(({ document, snippet }) => (
            <li key={document.path + document.title}>
              <h2 className="!mt-0 text-xl">
                <Link to={document.path} className="underline-offset-4 hover:underline">
                  {document.title}
                </Link>
              </h2>
              <p className="!mt-1 text-sm">
                {snippet.map((part, at) =>
                  part.match ? (
                    <mark
                      key={at}
                      className="rounded bg-signal-500/30 px-0.5 text-inherit dark:bg-signal-500/40"
                    >
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
