// One service or landing page's data in one language: its slice of the content modules.
import type { Lang } from '../../../app/routes';
import {
  serviceContent,
  serviceCopy,
  serviceSafety,
  type ContactService,
  type SafetyBlock,
  type ServiceContentPageId,
  type ServiceCopy,
  type ServiceIconName,
} from '../../../content/services';
import { crumbsFor, type Crumb } from './crumbs';
import { serviceFacts, type Fact } from './facts';

export interface ServicePageData {
  copy: ServiceCopy;
  safety: SafetyBlock | null;
  contactService: ContactService;
  icon: ServiceIconName;
  facts: Fact[];
  crumbs: Crumb[];
}

export const servicePageData = (id: ServiceContentPageId, lang: Lang): ServicePageData => ({
  copy: serviceCopy(id, lang),
  safety: serviceSafety(id, lang) ?? null,
  contactService: serviceContent[id].contactService,
  icon: serviceContent[id].icon,
  facts: serviceFacts(serviceContent[id].contactService, lang),
  crumbs: crumbsFor(id, lang),
});
