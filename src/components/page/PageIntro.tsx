import type { ReactNode } from 'react';
import { useLanguage } from '../../app/language';
import { pageMeta, type MetaPageId } from '../../content/page-meta';

/** A page's heading and summary, from its metadata, so every page has its own H1. */
export function PageIntro({ id, children }: { id: MetaPageId; children?: ReactNode }) {
  const { lang } = useLanguage();
  const meta = pageMeta[lang][id];
  return (
    <div className="prose-page">
      <h1>{meta.title.split(' | ')[0]}</h1>
      <p className="text-lg">{meta.description}</p>
      {children}
    </div>
  );
}
