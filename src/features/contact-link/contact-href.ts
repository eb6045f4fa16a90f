// Every closing call to action leads to the contact page with its service preselected.
import { pathFor } from '../../app/paths';
import type { Lang } from '../../app/routes';
import type { ContactService } from '../../content/services';

/** The query parameter the contact form reads to preselect a service. */
export const CONTACT_SERVICE_PARAM = 'service';

/** `/contact?service=tandem-jump`, or `/nl/contact?service=...` in Dutch. */
export const contactHref = (service: ContactService, lang: Lang): string =>
  `${pathFor('contact', lang)}?${CONTACT_SERVICE_PARAM}=${encodeURIComponent(service)}`;
