import type { FormEvent } from 'react';
import { useFilterDraft } from '@/admin/filter-draft';
import { FilterForm, FilterSearch, FilterSelect } from '@/admin/filter-form';
import { oneOf } from '@/admin/list-query';
import { useLanguage } from '@/i18n/language-context';
import { LANGUAGES } from '@contract/language.ts';
import { CHAT_STATUSES, CHATS_PATH, TRANSCRIPT_STATUSES } from './chat-paths';
import { chatsCopy } from './copy';
import { isFiltered, type ChatFilters as Filters } from './filters';

type Draft = Record<Exclude<keyof Filters, 'page'>, string>;

const draftOf = (filters: Filters): Draft => ({
  status: filters.status ?? '',
  language: filters.language ?? '',
  transcript: filters.transcript ?? '',
  q: filters.q ?? '',
});

/**
 * The list's search and filters. They apply when sent and land in the address as a new history
 * entry, so Back undoes them. Mounted afresh for every address, so the fields show the filters in force.
 */
export function ChatFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const { draft, set } = useFilterDraft(() => draftOf(filters));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      status: oneOf(CHAT_STATUSES, draft.status),
      language: oneOf(LANGUAGES, draft.language),
      transcript: oneOf(TRANSCRIPT_STATUSES, draft.transcript),
      q: draft.q.trim() || undefined,
      page: 1,
    });
  };

  const select = (name: keyof Draft, label: string, options: readonly (readonly [string, string])[]) => (
    <FilterSelect
      id={`chat-filter-${name}`}
      label={label}
      anyLabel={copy.list.any}
      value={draft[name]}
      onChange={set(name)}
      options={options}
    />
  );

  return (
    <FilterForm words={copy.list} onSubmit={submit} resetTo={isFiltered(filters) ? CHATS_PATH : undefined}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <FilterSearch id="chat-filter-q" label={copy.list.search} value={draft.q} onChange={set('q')} />
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
    </FilterForm>
  );
}
