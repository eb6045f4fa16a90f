// One legal page's text in one language, with its breadcrumb trail.
import type { Lang, LegalPageId } from '../../../app/routes';
import { crumbsFor, type Crumb } from '../service/crumbs';
import { en } from './copy/en';
import { nl } from './copy/nl';
import type { LegalDocument } from './copy/types';

export interface LegalPageData {
  document: LegalDocument;
  crumbs: Crumb[];
}

export const legalPageData = (id: LegalPageId, lang: Lang): LegalPageData => ({
  document: (lang === 'nl' ? nl : en)[id],
  crumbs: crumbsFor(id, lang),
});
