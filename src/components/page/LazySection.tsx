import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadCache } from '@/lib/load-cache';

export interface SectionModule {
  default: ComponentType;
}
type SectionLoader = () => Promise<SectionModule>;

/** How near the viewport a section's code starts to load. */
export const SECTION_ROOT_MARGIN = '200px';
export const SECTION_THRESHOLD = 0.1;

const sections = new LoadCache<SectionLoader, SectionModule>();
const load = (loader: SectionLoader) => sections.load(loader, loader);

/** Ends the wait of a section that has not come into view yet, by its loader. */
const loadNow = new Map<SectionLoader, () => void>();

/**
 * Points a section's wait at the element now in the page. Two pages can show one section (the home
 * page and the contact page both show the contact section): a wait begun on the first watches its
 * element, which a navigation to the second removes, so the second page would wait for ever.
 */
const watchAgain = new Map<SectionLoader, () => void>();

/**
 * Resolves when the element with this id comes near the viewport or the address names it, or
 * when `loadNow` is called for the loader.
 */
function whenWanted(id: string, hashes: readonly string[], loader: SectionLoader): Promise<void> {
  return new Promise((resolve) => {
    const named = () => [id, ...hashes].includes(decodeURIComponent(window.location.hash.slice(1)));
    let element = document.getElementById(id);
    if (named() || !element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: SECTION_ROOT_MARGIN, threshold: SECTION_THRESHOLD },
    );
    const onHash = () => {
      if (named()) done();
    };
    const done = () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('popstate', onHash);
      loadNow.delete(loader);
      watchAgain.delete(loader);
      resolve();
    };
    loadNow.set(loader, done);
    watchAgain.set(loader, () => {
      const current = document.getElementById(id);
      if (current === element) return;
      observer.disconnect();
      if (!current || named()) return done();
      element = current;
      observer.observe(current);
    });
    observer.observe(element);
    window.addEventListener('hashchange', onHash);
    window.addEventListener('popstate', onHash);
  });
}

const wanted = new Map<SectionLoader, Promise<SectionModule>>();

function SectionBody({
  id,
  loader,
  hashes,
}: {
  id: string;
  loader: SectionLoader;
  hashes: readonly string[];
}) {
  let module = sections.get(loader);
  if (!module) {
    if (typeof window === 'undefined') {
      module = use(load(loader));
    } else {
      let promise = wanted.get(loader);
      if (!promise) {
        promise = whenWanted(id, hashes, loader).then(() => load(loader));
        wanted.set(loader, promise);
      }
      module = use(promise);
    }
  }
  const Section = module.default;
  return <Section />;
}

/**
 * A page section whose code loads when it comes within 200px of the viewport (10% visible) or when
 * the address's hash names it. The prerendered HTML holds its content; until the code arrives,
 * React keeps that HTML as it is, so search engines and visitors read it at once. Once loaded, a
 * section stays loaded. The section module renders its own element with `id`.
 *
 * A navigation loads it at once: React holds a navigation until every section still showing its
 * prerendered HTML has hydrated, so a section out of view (such as one in the footer) would hold
 * it until the visitor scrolled down.
 */
export function LazySection({
  id,
  loader,
  hashes = [],
  minHeight = 200,
}: {
  id: string;
  loader: SectionLoader;
  /** Other hashes that name this section, such as a sub-anchor inside it. */
  hashes?: readonly string[];
  minHeight?: number;
}) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  // During the navigation's own render: its commit waits for this section.
  if (key !== firstKey) loadNow.get(loader)?.();
  // Once this section is in the page, a wait begun on another page watches it instead.
  useEffect(() => watchAgain.get(loader)?.(), [loader]);
  return (
    <Suspense fallback={<div id={id} data-section-placeholder="" style={{ minHeight }} />}>
      <SectionBody id={id} loader={loader} hashes={hashes} />
    </Suspense>
  );
}
