// Which pages the related-links strip offers, by the current page. Groups are built from the
// routes table; each page kind names the groups that help its reader next.
import { cities, landingPageIds, servicePageIds, type PageId } from '@/routing/page-ids';
import { publicRoutes, storyRoute, type RouteGroup } from '@/routing/routes';

export type LinkGroup = 'services' | 'experiences' | 'locations' | 'safety' | 'content' | 'specialized';

export interface RelatedLink {
  id: PageId;
  /** A section of the page, such as `safety`. */
  hash?: string;
}

export const MAX_RELATED_LINKS = 8;

const link = (id: PageId, hash?: string): RelatedLink => (hash ? { id, hash } : { id });

export const linkGroups: Record<LinkGroup, readonly RelatedLink[]> = {
  services: [
    link('services'),
    ...servicePageIds.filter((id) => id.startsWith('service-')).map((id) => link(id)),
  ],
  experiences: [
    link('experiences'),
    link('service-helicopter-jumps'),
    link('service-hot-air-balloon'),
    link('hot-air-balloon-jumps'),
    link('helicopter-skydiving-netherlands'),
  ],
  locations: cities.map((city) => link(`city-${city}`)),
  safety: [
    link('tandem-jumps-netherlands', 'safety'),
    link('professional-skydiving-netherlands', 'safety'),
    link('weather'),
    link('faq'),
  ],
  content: [link('stories'), link('faq'), link('about'), link('partners'), link('client-success')],
  specialized: [
    ...servicePageIds.filter((id) => !id.startsWith('service-')).map((id) => link(id)),
    ...landingPageIds.map((id) => link(id)),
  ],
};

const groupsByKind: Record<RouteGroup, readonly LinkGroup[]> = {
  main: ['services', 'experiences', 'content'],
  service: ['services', 'safety', 'locations'],
  landing: ['specialized', 'services', 'safety'],
  city: ['locations', 'services'],
  legal: ['content', 'services'],
  utility: ['safety', 'services'],
  story: ['content', 'experiences', 'services'],
  admin: [],
};

/** Groups of the pages whose needs differ from the rest of their kind. */
const groupsByPage: Partial<Record<PageId, readonly LinkGroup[]>> = {
  home: ['services', 'experiences', 'locations'],
  services: ['specialized', 'experiences', 'locations'],
  experiences: ['experiences', 'services', 'safety'],
  contact: ['services', 'safety'],
  faq: ['safety', 'services', 'content'],
  'not-found': ['services', 'content'],
};

const kindOf = (id: PageId): RouteGroup | undefined =>
  [...publicRoutes, storyRoute].find((route) => route.id === id)?.group;

/** A group's links, starting after the current page so neighbouring pages offer different links. */
const rotated = (links: readonly RelatedLink[], id: PageId) => {
  const at = links.findIndex((candidate) => candidate.id === id);
  return at < 0 ? links : [...links.slice(at + 1), ...links.slice(0, at)];
};

/** The related links for a page: a fair share from each of its groups, no duplicates, never itself. */
export function relatedLinks(id: PageId): RelatedLink[] {
  const kind = kindOf(id);
  const groups = groupsByPage[id] ?? (kind ? groupsByKind[kind] : []);
  if (groups.length === 0) return [];
  const queues = groups.map((group) =>
    rotated(linkGroups[group], id).filter((candidate) => candidate.id !== id),
  );
  const chosen: RelatedLink[] = [];
  const seen = new Set<PageId>([id]);
  // Round robin over the groups, so each group is represented before any fills the strip.
  for (
    let round = 0;
    chosen.length < MAX_RELATED_LINKS && queues.some((queue) => round < queue.length);
    round++
  ) {
    for (const queue of queues) {
      const candidate = queue[round];
      if (!candidate || seen.has(candidate.id) || chosen.length >= MAX_RELATED_LINKS) continue;
      seen.add(candidate.id);
      chosen.push(candidate);
    }
  }
  return chosen;
}
