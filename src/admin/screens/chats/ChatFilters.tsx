import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@/admin/form-field';
import { useLanguage } from '@/i18n/language-context';
import { LANGUAGES } from '@contract/language.ts';
import { CHAT_STATUSES, CHATS_PATH, TRANSCRIPT_STATUSES } from './chat-paths';
import { chatsCopy } from './copy';
import { isFiltered, SEARCH_MAX, type ChatFilters as Filters } from './filters';

type Draft = Record<Exclude<keyof Filters, 'page'>, string>;

const draftOf = (filters: Filters): Draft => ({
  status: filters.status ?? '',
  language: filters.language ?? '',
  transcript: filters.transcript ?? '',
  q: filters.q ?? '',
});

const chosen = <T extends string>(values: readonly T[], value: string) =>
  values.find((candidate) => candidate === value);

/**
 * The list's search and filters. They apply when sent and land in the address as a new history
 * entry, so Back undoes them. Mounted afresh for every address, so the fields show the filters in force.
 */
export function ChatFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const [draft, setDraft] = useState(() => draftOf(filters));
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      status: chosen(CHAT_STATUSES, draft.status),
      language: chosen(LANGUAGES, draft.language),
      transcript: chosen(TRANSCRIPT_STATUSES, draft.transcript),
      q: draft.q.trim() || undefined,
      page: 1,
    });
  };

  const select = (name: keyof Draft, label: string, options: readonly (readonly [string, string])[]) => (
    <Field id={`chat-filter-${name}`} label={label}>
      {(control) => (
        <select {...control} value={draft[name]} onChange={set(name)}>
          <option value="">{copy.list.any}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      role="search"
      aria-label={copy.list.filters}
      onSubmit={submit}
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <Field id="chat-filter-q" label={copy.list.search}>
            {(control) => (
              <input {...control} type="search" value={draft.q} maxLength={SEARCH_MAX} onChange={set('q')} />
            )}
          </Field>
        </div>
        {select(
          'status',
          copy.list.status,
          CHAT_STATUSES.map((status) => [status, copy.statuses[status]]),
        )}
        {select(
          'language',
          copy.list.language,
          LANGUAGES.map((language) => [language, copy.languages[language]]),
        )}
        {select(
          'transcript',
          copy.list.transcript,
          TRANSCRIPT_STATUSES.map((status) => [status, copy.transcripts[status]]),
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {copy.list.apply}
        </button>
        {isFiltered(filters) && (
          <Link to={CHATS_PATH} className="btn-secondary">
            {copy.list.reset}
          </Link>
        )}
      </div>
    </form>
  );
}
