// One service or landing page's data in one language: its slice of the content modules.
import {
  serviceContent,
  serviceCopy,
  serviceSafety,
  type SafetyBlock,
  type ServiceContentPageId,
  type ServiceCopy,
  type ServiceIconName,
} from '@/content/services';
import { crumbsFor, type Crumb } from '@/head/breadcrumbs';
import type { Service } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import { serviceFacts, type Fact } from './facts';

export interface ServicePageData {
  copy: ServiceCopy;
  safety: SafetyBlock | null;
  contactService: Service;
  icon: ServiceIconName;
  facts: Fact[];
  crumbs: Crumb[];
}

export const servicePageData = (id: ServiceContentPageId, lang: Language): ServicePageData => ({
  copy: serviceCopy(id, lang),
  safety: serviceSafety(id, lang) ?? null,
  contactService: serviceContent[id].contactService,
  icon: serviceContent[id].icon,
  facts: serviceFacts(serviceContent[id].contactService, lang),
  crumbs: crumbsFor(id, lang),
});
