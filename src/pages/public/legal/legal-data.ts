// One legal page's text in one language, with its breadcrumb trail.
import { crumbsFor, type Crumb } from '@/head/breadcrumbs';
import type { LegalPageId } from '@/routing/page-ids';
import type { Language } from '@contract/language.ts';
import { en } from './copy/en';
import { nl } from './copy/nl';
import type { LegalDocument } from './copy/types';

export interface LegalPageData {
  document: LegalDocument;
  crumbs: Crumb[];
}

export const legalPageData = (id: LegalPageId, lang: Language): LegalPageData => ({
  document: (lang === 'nl' ? nl : en)[id],
  crumbs: crumbsFor(id, lang),
});
