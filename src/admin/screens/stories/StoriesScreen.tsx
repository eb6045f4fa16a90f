import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { pageCount, SEARCH_MAX } from '@/admin/list-query';
import { LoadState } from '@/admin/LoadState';
import { Pager } from '@/admin/Pager';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { fieldControlClass } from '@/components/form/form-parts';
import { Copy, Pencil, Plus, Star, Trash2 } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';
import { storiesCopy } from './copy';
import {
  filtersFromSearch,
  isFiltered,
  NEW_STORY_PATH,
  searchOfFilters,
  STORIES_PATH,
  STORY_STATUSES,
  storyPath,
  type StoryFilters,
} from './list-filters';
import { StatusBadge } from './StatusBadge';
import { deleteStory, duplicateStory, loadStoryPage, type StoryListRow } from './story-data';
import { statusOf } from './story-status';
import { showStoryToast } from './story-toasts';

const panel = 'rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';
const label = 'block text-sm font-medium text-slate-800 dark:text-slate-100';
const meta = 'text-sm text-slate-600 dark:text-slate-300';
const rowAction =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 dark:text-brand-100 dark:ring-brand-700 dark:hover:bg-brand-900';

/** `/admin/blog`: every story, drafts too, newest first, filtered and paged through the address. */
export function StoriesScreen() {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  useScreenTitle(copy.title);
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const load = useCallback(
    (supabase: SiteSupabaseClient) => loadStoryPage(supabase, filters, lang, new Date()),
    [filters, lang],
  );
  const { result, retry } = useAdminData(load);

  useEffect(() => {
    if (result.state === 'failed') void showStoryToast(lang, 'error', 'fetchFailed');
  }, [result.state, lang]);

  const go = (next: StoryFilters) => navigate(`${STORIES_PATH}${searchOfFilters(next)}`);
  const pages = result.state === 'ready' ? pageCount(result.data.total) : 1;
  const pageLink = (page: number) => `${STORIES_PATH}${searchOfFilters({ ...filters, page })}`;
  const filteredView = isFiltered(filters) || filters.page > 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.title}
        </h1>
        <Link to={NEW_STORY_PATH} className="btn-primary">
          <Plus aria-hidden="true" className="h-5 w-5" />
          {copy.newStory}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{copy.lead}</p>
      <Filters
        key={location.search}
        filters={filters}
        categories={result.state === 'ready' ? result.data.categories : []}
        onApply={go}
      />
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : result.data.rows.length === 0 ? (
        <div className={`${panel} mt-8 p-6`}>
          <p className="text-slate-800 dark:text-slate-100">
            {filteredView ? copy.list.empty : copy.list.none}
          </p>
          {filteredView && (
            <Link to={STORIES_PATH} className="btn-secondary mt-4">
              {copy.list.reset}
            </Link>
          )}
        </div>
      ) : (
        <section aria-labelledby="stories-total" className="mt-8">
          <h2 id="stories-total" className="text-lg font-bold text-brand-900 dark:text-white">
            {copy.list.total(result.data.total)}
          </h2>
          <ul className={`${panel} mt-4 divide-y divide-slate-200 dark:divide-slate-700`}>
            {result.data.rows.map((row) => (
              <StoryRow key={row.id} row={row} onDeleted={retry} />
            ))}
          </ul>
          <Pager page={filters.page} pages={pages} linkTo={pageLink} />
        </section>
      )}
    </div>
  );
}

function StoryRow({ row, onDeleted }: { row: StoryListRow; onDeleted: () => void }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const navigate = useNavigate();
  const when = useAmsterdamTime();
  const [duplicating, setDuplicating] = useState(false);
  const title = (lang === 'en' ? row.title_en : row.title_nl) || row.title_en;
  const category = (lang === 'en' ? row.category_en : row.category_nl) || row.category_en || row.category_nl;
  const status = statusOf(row, new Date());

  const duplicate = async () => {
    if (duplicating) return;
    setDuplicating(true);
    try {
      const copied = await duplicateStory(await getSupabase(), row.id, {
        en: storiesCopy.en.list.copySuffix,
        nl: storiesCopy.nl.list.copySuffix,
      });
      void showStoryToast(lang, 'success', 'created');
      navigate(storyPath(copied.id));
    } catch {
      setDuplicating(false);
      void showStoryToast(lang, 'error', 'createFailed');
    }
  };

  const remove = async (): Promise<string | null> => {
    try {
      await deleteStory(await getSupabase(), row.id);
    } catch {
      void showStoryToast(lang, 'error', 'deleteFailed');
      return copy.toasts.deleteFailed;
    }
    void showStoryToast(lang, 'success', 'deleted');
    onDeleted();
    return null;
  };

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={storyPath(row.id)}
            className="font-semibold text-brand-800 underline-offset-4 [overflow-wrap:anywhere] hover:underline dark:text-brand-200"
          >
            {title}
          </Link>
          <StatusBadge status={status} />
          {row.featured && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-signal-700 dark:text-signal-400">
              <Star aria-hidden="true" className="h-4 w-4" />
              {copy.list.featured}
            </span>
          )}
        </div>
        <p className={`mt-1 flex flex-wrap gap-x-4 gap-y-1 ${meta}`}>
          {category && (
            <span>
              <span className="sr-only">{copy.list.category}: </span>
              {category}
            </span>
          )}
          <span>
            {row.published_at && row.published ? (
              <>
                {status === 'scheduled' ? copy.list.scheduledFor : copy.list.publishedOn}{' '}
                <time dateTime={row.published_at}>{when.format(new Date(row.published_at))}</time>
              </>
            ) : (
              copy.list.notPublished
            )}
          </span>
          <span className="[overflow-wrap:anywhere]">/{row.slug}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={storyPath(row.id)} aria-label={copy.list.openStory(title)} className={rowAction}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {copy.list.open}
        </Link>
        <button
          type="button"
          aria-label={copy.list.duplicateStory(title)}
          aria-disabled={duplicating}
          onClick={() => void duplicate()}
          className={`${rowAction} aria-disabled:opacity-60`}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {duplicating ? copy.list.duplicating : copy.list.duplicate}
        </button>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {copy.list.delete}
            </>
          }
          triggerLabel={copy.list.deleteStory(title)}
          triggerClassName={rowAction}
          title={copy.list.deleteTitle(title)}
          description={copy.list.deleteText}
          confirmLabel={copy.list.deleteConfirm}
          busyLabel={copy.list.deleting}
          cancelLabel={copy.list.cancel}
          onConfirm={remove}
        />
      </div>
    </li>
  );
}

interface Draft {
  q: string;
  status: string;
  category: string;
  featured: boolean;
}

/** The filters apply when sent and land in the address, so Back undoes them. */
function Filters({
  filters,
  categories,
  onApply,
}: {
  filters: StoryFilters;
  categories: readonly string[];
  onApply: (filters: StoryFilters) => void;
}) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const [draft, setDraft] = useState<Draft>({
    q: filters.q ?? '',
    status: filters.status ?? '',
    category: filters.category ?? '',
    featured: filters.featured,
  });
  // A category from the address that no story has (any more) still shows as chosen.
  const options =
    filters.category && !categories.includes(filters.category)
      ? [filters.category, ...categories]
      : categories;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      q: draft.q.trim() || undefined,
      status: STORY_STATUSES.find((status) => status === draft.status),
      category: draft.category || undefined,
      featured: draft.featured,
      page: 1,
    });
  };

  return (
    <form
      role="search"
      aria-label={copy.list.filters}
      onSubmit={submit}
      className={`${panel} mt-6 p-4 sm:p-5`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="stories-q" className={label}>
            {copy.list.search}
          </label>
          <input
            id="stories-q"
            type="search"
            maxLength={SEARCH_MAX}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            className={fieldControlClass}
          />
        </div>
        <div>
          <label htmlFor="stories-status" className={label}>
            {copy.list.status}
          </label>
          <select
            id="stories-status"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
            className={fieldControlClass}
          >
            <option value="">{copy.list.any}</option>
            {STORY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="stories-category" className={label}>
            {copy.list.category}
          </label>
          <select
            id="stories-category"
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            className={fieldControlClass}
          >
            <option value="">{copy.list.any}</option>
            {options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <input
            id="stories-featured"
            type="checkbox"
            checked={draft.featured}
            onChange={(event) => setDraft({ ...draft, featured: event.target.checked })}
            className="h-5 w-5 accent-brand-700"
          />
          <label htmlFor="stories-featured" className="text-slate-800 dark:text-slate-100">
            {copy.list.featuredOnly}
          </label>
        </div>
        <button type="submit" className="btn-primary">
          {copy.list.apply}
        </button>
        {isFiltered(filters) && (
          <Link to={STORIES_PATH} className="btn-secondary">
            {copy.list.reset}
          </Link>
        )}
      </div>
    </form>
  );
}
