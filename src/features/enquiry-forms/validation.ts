// Client-side checks with the server's own schemas and pre-check, loaded only when a visitor starts
// filling in a form, so zod never weighs on a page's first load.
import {
  enquiryFormSchemas,
  fieldErrorsOf,
  securityPreCheck,
  type EnquiryRequest,
} from '@contract/enquiry/index.ts';
import type { Language } from '@contract/language.ts';
import {
  additionalFields,
  formFields,
  type EnquiryTab,
  type EnquiryValues,
  type FieldName,
} from './form-fields';

export type FieldErrors = Partial<Record<FieldName, string>>;
export type Validation = { ok: true; body: EnquiryRequest } | { ok: false; errors: FieldErrors };

const schemas = new Map<Language, ReturnType<typeof enquiryFormSchemas>>();
const schemasFor = (lang: Language) => {
  let found = schemas.get(lang);
  if (!found) {
    found = enquiryFormSchemas(lang);
    schemas.set(lang, found);
  }
  return found;
};

/** The service a tandem request is about: standard jumps and beach landings are tandem jumps. */
const serviceOfJumpType = (jumpType: string) =>
  jumpType === 'helicopter-jump' || jumpType === 'balloon-jump' ? jumpType : 'tandem-jump';

/** The request body from a tab's values: only that tab's fields, the rest of the form left out. */
function requestOf(tab: EnquiryTab, values: EnquiryValues, lang: Language, page: string) {
  const own = new Set(formFields[tab].map((field) => field.name));
  const pick = (name: FieldName) => (own.has(name) ? values[name] : undefined);
  const base = { name: values.name, email: values.email, phone: values.phone, language: lang, page };
  if (tab === 'general')
    return {
      ...base,
      formType: 'contact',
      service: values.service,
      message: values.message,
      website: values.website,
    };
  const additionalData = Object.fromEntries(
    additionalFields.flatMap((name) => (pick(name) ? [[name, pick(name)]] : [])),
  );
  const service =
    tab === 'demo' ? 'demo-event' : tab === 'tandem' ? serviceOfJumpType(values.eventType) : undefined;
  return {
    ...base,
    formType: tab,
    service,
    message: pick('message'),
    additionalData,
    website: values.website,
  };
}

const fieldNames = new Set<string>(Object.values(formFields).flatMap((fields) => fields.map((f) => f.name)));
const isFieldName = (key: string): key is FieldName => fieldNames.has(key);

/** The first message per field, for the fields the form shows. */
export function firstMessages(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, list] of Object.entries(fieldErrors))
    if (isFieldName(key) && list[0]) errors[key] = list[0];
  return errors;
}

export function validateEnquiry(
  tab: EnquiryTab,
  values: EnquiryValues,
  lang: Language,
  page: string,
): Validation {
  const result = schemasFor(lang).request.safeParse(requestOf(tab, values, lang, page));
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: firstMessages(fieldErrorsOf(result.error)) };
}

/** The field the security pre-check objects to, if any. */
export function securityBlockedField(body: EnquiryRequest): FieldName | undefined {
  const finding = securityPreCheck(body);
  if (!finding) return undefined;
  const key = finding.field.split('.').at(-1) ?? '';
  return isFieldName(key) ? key : 'message';
}
