// The inbox's filters as they live in the address (`?status=new&q=sanne&page=2`), so a filtered view
// can be bookmarked and Back returns to it. Values that are not ours are dropped, never passed on.
import {
  hasTextFilters,
  literalSearch,
  oneOf,
  pageOfParams,
  searchOfTextFilters,
  searchTextOf,
} from '@/admin/list-query';
import {
  EMAIL_STATUSES,
  ENQUIRY_STATUSES,
  type EmailStatus,
  type EnquiryStatus,
} from '@contract/enquiry/handling.ts';
import { FORM_TYPES, SERVICES, type FormType, type Service } from '@contract/enquiry/options.ts';
import { LANGUAGES, type Language } from '@contract/language.ts';

export const ENQUIRIES_PATH = '/admin/enquiries';
export const enquiryPath = (id: string) => `${ENQUIRIES_PATH}/${id}`;

/** What the detail screen leaves in the inbox's history entry after a deletion. */
export interface InboxState {
  deleted?: string;
}

export interface EnquiryFilters {
  status?: EnquiryStatus;
  formType?: FormType;
  service?: Service;
  language?: Language;
  emailStatus?: EmailStatus;
  /** Europe/Amsterdam days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
  /** From 1. */
  page: number;
}

/** The query-string key of each filter. */
const KEYS = {
  status: 'status',
  formType: 'form',
  service: 'service',
  language: 'lang',
  emailStatus: 'email',
  from: 'from',
  to: 'to',
  q: 'q',
} as const satisfies Record<Exclude<keyof EnquiryFilters, 'page'>, string>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (value: string | null) =>
  value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function filtersFromSearch(search: string): EnquiryFilters {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(ENQUIRY_STATUSES, params.get(KEYS.status)),
    formType: oneOf(FORM_TYPES, params.get(KEYS.formType)),
    service: oneOf(SERVICES, params.get(KEYS.service)),
    language: oneOf(LANGUAGES, params.get(KEYS.language)),
    emailStatus: oneOf(EMAIL_STATUSES, params.get(KEYS.emailStatus)),
    from: day(params.get(KEYS.from)),
    to: day(params.get(KEYS.to)),
    q: searchTextOf(params),
    page: pageOfParams(params),
  };
}

/** The query string of `filters` (with its `?`), empty when nothing is filtered. */
export const searchOfFilters = (filters: EnquiryFilters): string => searchOfTextFilters(filters, KEYS);

export const isFiltered = (filters: EnquiryFilters): boolean => hasTextFilters(filters, KEYS);

/** The PostgREST filter that finds `text`, exactly as typed, in the name, e-mail or message. */
export const searchFilter = (text: string): string => literalSearch(text, ['name', 'email', 'message']);
