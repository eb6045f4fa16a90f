import { useState } from 'react';
import {
  SHOWCASE_CARD_KEYS,
  type ShowcaseCardKey,
  type ShowcaseVideoRow,
} from '@/components/video/showcase-cards';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { videosCopy } from './copy';
import { clearAssignment, type VideoFile } from './video-files';

/** The three sample cards as the site shows them: the video each plays, or that it links out. */
export function CardsPanel({
  assignments,
  videos,
  truncated,
  onCleared,
}: {
  assignments: readonly ShowcaseVideoRow[];
  videos: readonly VideoFile[];
  /** The listing was cut off, so a video not in it may still exist. */
  truncated: boolean;
  onCleared: (card: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = videosCopy[lang].cards;
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const listed = new Set(videos.map((video) => video.name));

  const clear = async (key: ShowcaseCardKey) => {
    if (busy) return;
    setBusy(key);
    setFailed(false);
    try {
      await clearAssignment(await getSupabase(), key);
      onCleared(copy.names[key]);
    } catch {
      setFailed(true);
    }
    setBusy(null);
  };

  return (
    <section aria-labelledby="video-cards-heading" className="mt-8">
      <h2 id="video-cards-heading" className="text-lg font-bold text-brand-900 dark:text-white">
        {copy.heading}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {failed && (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {copy.clearFailed}
        </p>
      )}
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {SHOWCASE_CARD_KEYS.map((key) => {
          const row = assignments.find((assignment) => assignment.card_key === key);
          const gone = row && !truncated && !listed.has(row.object_name);
          return (
            <li
              key={key}
              className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <h3 className="font-bold text-brand-900 dark:text-white">{copy.names[key]}</h3>
              {!row ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">{copy.empty}</p>
              ) : (
                <>
                  <p className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                    {lang === 'nl' ? row.title_nl : row.title_en}{' '}
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      ({lang === 'nl' ? row.duration_nl : row.duration_en})
                    </span>
                  </p>
                  <p
                    className={`text-sm [overflow-wrap:anywhere] ${gone ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}
                  >
                    {gone ? copy.missing(row.object_name) : row.object_name}
                  </p>
                  <button
                    type="button"
                    aria-disabled={busy === key}
                    aria-label={copy.clearLabel(copy.names[key])}
                    onClick={() => void clear(key)}
                    className="btn-secondary mt-auto self-start aria-disabled:opacity-60"
                  >
                    {copy.clear}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
