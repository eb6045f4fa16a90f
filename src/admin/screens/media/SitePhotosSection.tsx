import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { publicObjectUrl } from '@/admin/uploads/upload-object';
import { ImagePlus, Trash2, X } from '@/components/icons';
import type { SitePhotoPlace } from '@/components/site-photo/places';
import { useLanguage } from '@/i18n/language-context';
import { SITE_PHOTOS_BUCKET } from '@/lib/live-data/site-photos';
import { getSupabase } from '@/lib/supabase';
import { mediaCopy } from './copy';
import { PhotoForm } from './PhotoForm';
import { placeGroups, type PlaceInfo } from './place-previews';
import { removeSitePhoto, saveSitePhoto, type SitePhotoEntry } from './site-photo-data';
import { useFocusAfterRender } from './use-focus-after';

const smallButton =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800';

const domId = (place: SitePhotoPlace) => place.replace(/\./g, '-');
const toggleId = (place: SitePhotoPlace) => `site-photo-toggle-${domId(place)}`;

function Editor({
  info,
  entry,
  onSaved,
  onClose,
}: {
  info: PlaceInfo;
  entry: SitePhotoEntry | undefined;
  onSaved: (entry: SitePhotoEntry) => void;
  onClose: () => void;
}) {
  const { lang } = useLanguage();
  const copy = mediaCopy[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const headingId = `site-photo-editor-${domId(info.place)}`;
  return (
    <section
      aria-labelledby={headingId}
      id={`${headingId}-panel`}
      className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-600"
    >
      <div className="flex items-start justify-between gap-3">
        <h4
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="font-bold text-brand-900 [overflow-wrap:anywhere] dark:text-white"
        >
          {copy.site.editHeading(info.label)}
        </h4>
        <button type="button" onClick={onClose} className={smallButton}>
          <X aria-hidden="true" className="h-4 w-4" />
          {copy.site.close}
        </button>
      </div>
      <div className="mt-3">
        <PhotoForm
          idPrefix={`site-photo-${domId(info.place)}`}
          file={entry ? 'optional' : 'required'}
          fileNote={entry ? copy.site.fileOptional : undefined}
          initialAlt={entry ? { en: entry.altEn, nl: entry.altNl } : undefined}
          submitLabel={copy.site.save}
          busyLabel={copy.site.saving}
          onSubmit={async (values, onPhase) => {
            const saved = await saveSitePhoto(await getSupabase(), {
              place: info.place,
              file: values.file,
              altEn: values.alt_en,
              altNl: values.alt_nl,
              previous: entry,
              onPhase,
            });
            onSaved(saved);
          }}
        />
      </div>
    </section>
  );
}

function Preview({ info, entry }: { info: PlaceInfo; entry: SitePhotoEntry | undefined }) {
  const smallest = entry?.variants
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => a.width - b.width)[0];
  return (
    <div
      className="w-28 shrink-0 overflow-hidden rounded-lg sm:w-40 bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
      style={{ aspectRatio: info.aspect }}
    >
      {entry && smallest ? (
        <img
          src={publicObjectUrl(SITE_PHOTOS_BUCKET, smallest.path)}
          alt=""
          width={entry.width}
          height={entry.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        info.illustration('h-full w-full [&_svg]:h-full [&_svg]:w-full')
      )}
    </div>
  );
}

/** The places of the site that can show a photo instead of their illustration. */
export function SitePhotosSection({ initial }: { initial: Map<SitePhotoPlace, SitePhotoEntry> }) {
  const { lang } = useLanguage();
  const copy = mediaCopy[lang];
  const [entries, setEntries] = useState(initial);
  const [open, setOpen] = useState<SitePhotoPlace | null>(null);
  const [status, setStatus] = useState('');
  const focusAfterRender = useFocusAfterRender();

  const update = (place: SitePhotoPlace, entry: SitePhotoEntry | null) =>
    setEntries((current) => {
      const next = new Map(current);
      if (entry) next.set(place, entry);
      else next.delete(place);
      return next;
    });

  return (
    <section aria-labelledby="site-photos-heading" className="mt-14">
      <h2 id="site-photos-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {copy.site.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{copy.site.lead}</p>
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-green-800 dark:text-green-300">
        {status}
      </p>
      {placeGroups(copy, lang).map((group) => (
        <div key={group.key} className="mt-6">
          <h3 className="text-lg font-bold text-brand-900 dark:text-white">{copy.site.groups[group.key]}</h3>
          <ul className="mt-3 grid gap-3">
            {group.places.map((info) => {
              const entry = entries.get(info.place);
              const isOpen = open === info.place;
              return (
                <li
                  key={info.place}
                  data-place={info.place}
                  className="rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
                >
                  <div className="flex flex-wrap items-center gap-4">
                    <Preview info={info} entry={entry} />
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold text-brand-900 dark:text-white">{info.label}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {entry ? copy.site.photo : copy.site.illustration}
                      </p>
                      <div className="mt-3 flex flex-wrap gap-2">
                        <button
                          type="button"
                          id={toggleId(info.place)}
                          className={smallButton}
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? `site-photo-editor-${domId(info.place)}-panel` : undefined}
                          aria-label={
                            entry ? copy.site.replaceLabel(info.label) : copy.site.chooseLabel(info.label)
                          }
                          onClick={() => setOpen(isOpen ? null : info.place)}
                        >
                          <ImagePlus aria-hidden="true" className="h-4 w-4" />
                          {entry ? copy.site.replace : copy.site.choose}
                        </button>
                        {entry && (
                          <ConfirmDialog
                            trigger={
                              <>
                                <Trash2 aria-hidden="true" className="h-4 w-4" />
                                {copy.site.remove}
                              </>
                            }
                            triggerLabel={copy.site.removeLabel(info.label)}
                            triggerClassName={`${smallButton} text-red-700 dark:text-red-300`}
                            title={copy.site.removeTitle(info.label)}
                            description={copy.site.removeText}
                            confirmLabel={copy.site.removeConfirm}
                            busyLabel={copy.site.removing}
                            cancelLabel={copy.site.cancel}
                            onConfirm={async () => {
                              try {
                                await removeSitePhoto(await getSupabase(), entry);
                              } catch {
                                return copy.errors.remove;
                              }
                              update(info.place, null);
                              if (isOpen) setOpen(null);
                              setStatus(copy.site.removed(info.label));
                              focusAfterRender(toggleId(info.place));
                              return null;
                            }}
                          />
                        )}
                      </div>
                    </div>
                  </div>
                  {isOpen && (
                    <Editor
                      info={info}
                      entry={entry}
                      onClose={() => {
                        setOpen(null);
                        focusAfterRender(toggleId(info.place));
                      }}
                      onSaved={(saved) => {
                        update(info.place, saved);
                        setOpen(null);
                        setStatus(copy.site.saved(info.label));
                        focusAfterRender(toggleId(info.place));
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
