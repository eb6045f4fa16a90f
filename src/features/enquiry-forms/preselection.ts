// A service named in the address (`/contact?service=tandem-jump`) opens the matching tab with that
// service chosen. The prerendered page has no query, so the address is read only after hydration.
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTACT_SERVICE_PARAM } from '@/routing/contact-href';
import { SERVICES, type Service } from '@contract/enquiry/options.ts';
import { enquiryTabs, type EnquiryTab } from './form-fields';
import type { JumpType } from './options';

const jumpTypeByService: Partial<Record<Service, JumpType>> = {
  'tandem-jump': 'standard-tandem',
  'helicopter-jump': 'helicopter-jump',
  'balloon-jump': 'balloon-jump',
};

/** The tab that handles a service: demos, the jump family, or the general form for the rest. */
export function tabForService(service: string | null | undefined): EnquiryTab {
  if (service === 'demo-event') return 'demo';
  if (service && service in jumpTypeByService) return 'tandem';
  return 'general';
}

/** The tandem tab's jump type for a jump service. */
export const jumpTypeForService = (service: Service): JumpType | undefined => jumpTypeByService[service];

const parseService = (value: string | null): Service | undefined =>
  SERVICES.find((service) => service === value);

const subscribeToNothing = () => () => {};

/** True once this part of the page has hydrated (false while rendering the prerendered markup). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The service the address preselects, read only after hydration so the markup always matches. */
export function usePreselectedService(): Service | undefined {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return hydrated ? parseService(new URLSearchParams(search).get(CONTACT_SERVICE_PARAM)) : undefined;
}

/**
 * The contact section's open tab: the one the address's service names until the visitor picks
 * another. Use as the Radix Tabs `value` / `onValueChange` pair.
 */
export function useEnquiryTab(): [EnquiryTab, (tab: string) => void] {
  const preselected = tabForService(usePreselectedService());
  const [chosen, setChosen] = useState<EnquiryTab>();
  const choose = (tab: string) => setChosen(enquiryTabs.find((known) => known === tab));
  return [chosen ?? preselected, choose];
}
