import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { mediaCopy } from './copy';
import { loadExpedition } from './expedition-data';
import { ExpeditionSection } from './ExpeditionSection';
import { loadSitePhotos } from './site-photo-data';
import { SitePhotosSection } from './SitePhotosSection';

async function loadMedia(supabase: SiteSupabaseClient) {
  const [expedition, sitePhotos] = await Promise.all([loadExpedition(supabase), loadSitePhotos(supabase)]);
  return { expedition, sitePhotos };
}

/** `/admin/media`: the expedition photos and the photos that replace the site's illustrations. */
export function MediaScreen() {
  const { lang } = useLanguage();
  const copy = mediaCopy[lang];
  useScreenTitle(copy.title);
  const { result, retry } = useAdminData(loadMedia);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : (
        <>
          <ExpeditionSection initial={result.data.expedition} />
          <SitePhotosSection initial={result.data.sitePhotos} />
        </>
      )}
    </div>
  );
}
