// Every closing call to action leads to the contact page with its service preselected.
import type { Service } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import { pathFor } from './paths';

/** The query parameter the contact form reads to preselect a service. */
export const CONTACT_SERVICE_PARAM = 'service';

/** `/contact?service=tandem-jump`, or `/nl/contact?service=...` in Dutch. */
export const contactHref = (service: Service, lang: Language): string =>
  `${pathFor('contact', lang)}?${CONTACT_SERVICE_PARAM}=${encodeURIComponent(service)}`;
