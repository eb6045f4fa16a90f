import type { FormEvent } from 'react';
import { useFilterDraft } from '@/admin/filter-draft';
import { FilterForm, FilterSearch, FilterSelect } from '@/admin/filter-form';
import { Field } from '@/admin/form-field';
import { oneOf } from '@/admin/list-query';
import { useLanguage } from '@/i18n/language-context';
import { EMAIL_STATUSES, ENQUIRY_STATUSES } from '@contract/enquiry/handling.ts';
import { FORM_TYPES, SERVICE_LABELS, SERVICES } from '@contract/enquiry/options.ts';
import { LANGUAGES } from '@contract/language.ts';
import { enquiriesCopy } from './copy';
import { ENQUIRIES_PATH, isFiltered, type EnquiryFilters } from './filters';

type Draft = Record<Exclude<keyof EnquiryFilters, 'page'>, string>;

const draftOf = (filters: EnquiryFilters): Draft => ({
  status: filters.status ?? '',
  formType: filters.formType ?? '',
  service: filters.service ?? '',
  language: filters.language ?? '',
  emailStatus: filters.emailStatus ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
  q: filters.q ?? '',
});

/**
 * The inbox's filters. They apply when sent, and land in the address as a new history entry, so
 * Back undoes them. Mounted afresh for every address, so the fields always show the filters in force.
 */
export function InboxFilters({
  filters,
  onApply,
}: {
  filters: EnquiryFilters;
  onApply: (filters: EnquiryFilters) => void;
}) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  const { draft, set } = useFilterDraft(() => draftOf(filters));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      status: oneOf(ENQUIRY_STATUSES, draft.status),
      formType: oneOf(FORM_TYPES, draft.formType),
      service: oneOf(SERVICES, draft.service),
      language: oneOf(LANGUAGES, draft.language),
      emailStatus: oneOf(EMAIL_STATUSES, draft.emailStatus),
      from: draft.from || undefined,
      to: draft.to || undefined,
      q: draft.q.trim() || undefined,
      page: 1,
    });
  };

  const select = (name: keyof Draft, label: string, options: readonly (readonly [string, string])[]) => (
    <FilterSelect
      id={`filter-${name}`}
      label={label}
      anyLabel={copy.inbox.any}
      value={draft[name]}
      onChange={set(name)}
      options={options}
    />
  );

  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  return (
    <FilterForm
      words={copy.inbox}
      onSubmit={submit}
      resetTo={isFiltered(filters) ? ENQUIRIES_PATH : undefined}
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <FilterSearch id="filter-q" label={copy.inbox.search} value={draft.q} onChange={set('q')} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Field id="filter-from" label={copy.inbox.from}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.from}
                onChange={set('from')}
                aria-describedby={reversed ? 'filter-dates-reversed' : undefined}
              />
            )}
          </Field>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Field id="filter-to" label={copy.inbox.to}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.to}
                onChange={set('to')}
                aria-describedby={reversed ? 'filter-dates-reversed' : undefined}
              />
            )}
          </Field>
        </div>
        {select(
          'status',
          copy.inbox.status,
          ENQUIRY_STATUSES.map((status) => [status, copy.statuses[status]]),
        )}
        {select(
          'formType',
          copy.inbox.formType,
          FORM_TYPES.map((type) => [type, copy.formTypes[type]]),
        )}
        {select(
          'service',
          copy.inbox.service,
          SERVICES.map((service) => [service, SERVICE_LABELS[lang][service]]),
        )}
        {select(
          'language',
          copy.inbox.language,
          LANGUAGES.map((language) => [language, copy.languages[language]]),
        )}
        {select(
          'emailStatus',
          copy.inbox.emailStatus,
          EMAIL_STATUSES.map((status) => [status, copy.emailStatuses[status]]),
        )}
      </div>
      {reversed && (
        <p id="filter-dates-reversed" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {copy.inbox.datesReversed}
        </p>
      )}
    </FilterForm>
  );
}
