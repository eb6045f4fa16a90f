// The enquiry forms' limit messages, each with a probe that asks the real schema which sizes get
// that message: the copy lint compares the number in the message with the limit found.
import type { Language } from '../../supabase/functions/_shared/contract/language.ts';
import {
  messages,
  type EnquiryMessages,
} from '../../supabase/functions/_shared/contract/enquiry/messages.ts';
import { enquiryRequestSchema } from '../../supabase/functions/_shared/contract/enquiry/schema.ts';
import type { LimitProbe } from './copy-lint';

const FILE = 'supabase/functions/_shared/contract/enquiry/messages.ts';
const TODAY = () => '2026-01-01';

type Body = Record<string, unknown>;

const contactBody = (language: Language, fields: Body): Body => ({
  formType: 'contact',
  name: 'Jan de Vries',
  email: 'jan@example.nl',
  service: 'tandem-jump',
  message: 'Ik wil graag een tandemsprong maken.',
  language,
  ...fields,
});

const tandemBody = (language: Language, additionalData: Body): Body => ({
  formType: 'tandem',
  name: 'Jan de Vries',
  email: 'jan@example.nl',
  language,
  additionalData,
});

type MessageKey = keyof EnquiryMessages;

interface ProbeSpec {
  key: MessageKey;
  bound: 'min' | 'max';
  body: (language: Language, size: number) => Body;
}

const text = (size: number) => 'a'.repeat(size);

const specs: readonly ProbeSpec[] = [
  { key: 'nameMin', bound: 'min', body: (l, n) => contactBody(l, { name: text(n) }) },
  { key: 'nameMax', bound: 'max', body: (l, n) => contactBody(l, { name: text(n) }) },
  { key: 'emailMin', bound: 'min', body: (l, n) => contactBody(l, { email: text(n) }) },
  { key: 'emailMax', bound: 'max', body: (l, n) => contactBody(l, { email: text(n) }) },
  { key: 'messageMin', bound: 'min', body: (l, n) => contactBody(l, { message: text(n) }) },
  { key: 'messageMax', bound: 'max', body: (l, n) => contactBody(l, { message: text(n) }) },
  { key: 'locationMax', bound: 'max', body: (l, n) => tandemBody(l, { location: text(n) }) },
  {
    key: 'medicalInfoMax',
    bound: 'max',
    body: (l, n) => tandemBody(l, { medicalInfo: text(n), medicalConsent: true }),
  },
  { key: 'companyNameMax', bound: 'max', body: (l, n) => tandemBody(l, { companyName: text(n) }) },
  {
    key: 'specialRequestsMax',
    bound: 'max',
    body: (l, n) => tandemBody(l, { specialRequests: text(n) }),
  },
  { key: 'attendeesMin', bound: 'min', body: (l, n) => tandemBody(l, { attendees: n }) },
  { key: 'attendeesMax', bound: 'max', body: (l, n) => tandemBody(l, { attendees: n }) },
  { key: 'weightMin', bound: 'min', body: (l, n) => tandemBody(l, { weight: n }) },
  { key: 'weightMax', bound: 'max', body: (l, n) => tandemBody(l, { weight: n }) },
];

export function enquiryLimitProbes(language: Language): LimitProbe[] {
  const schema = enquiryRequestSchema(language, { today: TODAY });
  return specs.map((spec) => {
    const message = messages[language][spec.key];
    return {
      file: FILE,
      key: `messages.${language}.${spec.key}`,
      message,
      bound: spec.bound,
      rejects: (size) => {
        const result = schema.safeParse(spec.body(language, size));
        return !result.success && result.error.issues.some((issue) => issue.message === message);
      },
    };
  });
}
