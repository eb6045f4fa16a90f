import { useEffect } from 'react';
import type { ResolvedPath } from '@/routing/paths';
import type { StoryHeadInput } from './head';

let documentHeadIsPrerendered: boolean | undefined;

/** True the first time only, and only if the document arrived with a prerendered head. */
function takePrerenderedHead(): boolean {
  const prerendered = documentHeadIsPrerendered ?? document.querySelector('link[rel="canonical"]') !== null;
  documentHeadIsPrerendered = false;
  return prerendered;
}

/**
 * Keeps the document's head on the page shown. A prerendered page arrives with its head; every
 * later page replaces it, loading the head builder then, so the metadata of every page stays out of
 * the first download. `resolved` is null while this component has no head to give: the layout
 * leaves story pages to the story, which gives its head once it is known.
 */
export function useDocumentHead(resolved: ResolvedPath | null, story?: StoryHeadInput) {
  useEffect(() => {
    if (!resolved || takePrerenderedHead()) return;
    let current = true;
    void import('./apply-head').then(({ applyHead }) => {
      if (current) applyHead(resolved, import.meta.env.VITE_SITE_VERIFICATION, story);
    });
    return () => {
      current = false;
    };
  }, [resolved, story]);
}
