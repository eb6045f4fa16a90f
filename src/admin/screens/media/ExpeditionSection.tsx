import { useState } from 'react';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { ArrowDown, ArrowUp, Trash2 } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { mediaCopy } from './copy';
import {
  addExpeditionPhoto,
  deleteExpeditionPhoto,
  EXPEDITION_SHOWN,
  loadExpedition,
  saveExpeditionOrder,
  type ExpeditionItem,
} from './expedition-data';
import { failureMessage } from './photo-form';
import { PhotoForm } from './PhotoForm';
import { useFocusAfterRender } from './use-focus-after';

const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800';

/** The photo's file name as an element id (ids take no spaces or slashes). */
const fieldKey = (item: ExpeditionItem) => item.objectName.replace(/[^A-Za-z0-9_-]/g, '-');
const buttonId = (item: ExpeditionItem, direction: 'up' | 'down') => `move-${direction}-${fieldKey(item)}`;

/** The expedition carousel's photos: add, order, describe and delete. */
export function ExpeditionSection({ initial }: { initial: ExpeditionItem[] }) {
  const { lang } = useLanguage();
  const copy = mediaCopy[lang];
  const words = copy.expedition;
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const announce = (message: string) => {
    setFailure(null);
    setStatus(message);
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const item = items[index];
    const other = items[target];
    if (moving || !item || !other) return;
    const previous = items;
    const next = [...items];
    next[index] = other;
    next[target] = item;
    setItems(next);
    setMoving(true);
    // The moved photo keeps focus: its button, or the other one once it reaches an end.
    requestAnimationFrame(() => {
      const atEnd = direction === 'up' ? target === 0 : target === next.length - 1;
      const opposite = direction === 'up' ? 'down' : 'up';
      document.getElementById(buttonId(item, atEnd ? opposite : direction))?.focus();
    });
    try {
      await saveExpeditionOrder(await getSupabase(), next);
      announce(words.moved(target + 1));
    } catch (error) {
      setItems(previous);
      setStatus('');
      setFailure(failureMessage(copy, error).message);
    } finally {
      setMoving(false);
    }
  };

  return (
    <section aria-labelledby="expedition-heading" className="mt-10">
      <h2 id="expedition-heading" tabIndex={-1} className="text-2xl font-bold text-brand-900 dark:text-white">
        {words.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{words.lead(EXPEDITION_SHOWN)}</p>

      <section
        aria-labelledby="expedition-upload-heading"
        className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
      >
        <h3 id="expedition-upload-heading" className="text-lg font-bold text-brand-900 dark:text-white">
          {words.uploadHeading}
        </h3>
        <div className="mt-3">
          <PhotoForm
            idPrefix="expedition-new"
            file="required"
            submitLabel={words.upload}
            busyLabel={words.uploading}
            resetAfterSave
            onSubmit={async (values, onPhase) => {
              const supabase = await getSupabase();
              if (!values.file) return;
              await addExpeditionPhoto(supabase, {
                file: values.file,
                altEn: values.alt_en,
                altNl: values.alt_nl,
                position: items.length,
                onPhase,
              });
              setItems(await loadExpedition(supabase));
              announce(words.added);
            }}
          />
        </div>
      </section>

      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-green-800 dark:text-green-300">
        {status}
      </p>
      {failure && (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}

      {items.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{words.none}</p>
      ) : (
        <ol className="mt-4 grid gap-4" aria-label={words.heading}>
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.objectName}
                data-photo={item.objectName}
                className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[10rem_1fr] sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
              >
                <img
                  src={item.thumbnail}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-40 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
                />
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-brand-900 dark:text-white">{words.photo(n)}</h3>
                  {index >= EXPEDITION_SHOWN && (
                    <p className="text-sm text-amber-800 dark:text-amber-300">{words.hidden}</p>
                  )}
                  {item.id === null && (
                    <p className="text-sm text-slate-600 dark:text-slate-300">{words.noOrder}</p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      id={buttonId(item, 'up')}
                      className={smallButton}
                      disabled={index === 0}
                      aria-label={words.moveUpLabel(n)}
                      onClick={() => void move(index, 'up')}
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      {words.moveUp}
                    </button>
                    <button
                      type="button"
                      id={buttonId(item, 'down')}
                      className={smallButton}
                      disabled={index === items.length - 1}
                      aria-label={words.moveDownLabel(n)}
                      onClick={() => void move(index, 'down')}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      {words.moveDown}
                    </button>
                    <ConfirmDialog
                      trigger={
                        <>
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          {words.delete}
                        </>
                      }
                      triggerLabel={words.deleteLabel(n)}
                      triggerClassName={`${smallButton} text-red-700 dark:text-red-300`}
                      title={words.deleteTitle(n)}
                      description={words.deleteText}
                      confirmLabel={words.deleteConfirm}
                      busyLabel={words.deleting}
                      cancelLabel={words.cancel}
                      onConfirm={async () => {
                        try {
                          await deleteExpeditionPhoto(await getSupabase(), item);
                        } catch {
                          return copy.errors.remove;
                        }
                        setItems((current) =>
                          current.filter((other) => other.objectName !== item.objectName),
                        );
                        announce(words.deleted);
                        focusAfterRender('expedition-heading');
                        return null;
                      }}
                    />
                  </div>
                  <div className="mt-4">
                    <PhotoForm
                      idPrefix={`expedition-${fieldKey(item)}`}
                      file="none"
                      initialAlt={{ en: item.altEn, nl: item.altNl }}
                      submitLabel={words.saveAlt}
                      busyLabel={words.saving}
                      onSubmit={async (values) => {
                        const saved = { ...item, altEn: values.alt_en.trim(), altNl: values.alt_nl.trim() };
                        // The whole order, so a file uploaded before there was one gets its row and place.
                        const order = items.map((other) =>
                          other.objectName === item.objectName ? saved : other,
                        );
                        await saveExpeditionOrder(await getSupabase(), order);
                        setItems(order);
                        announce(words.saved);
                      }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
