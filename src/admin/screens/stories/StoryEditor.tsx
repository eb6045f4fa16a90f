import { useCallback, useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { CharacterCount, Field, focusFirstInvalid } from '@/admin/form-field';
import { LoadState } from '@/admin/LoadState';
import { signInPathFor } from '@/admin/session/next-path';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { ArrowLeft, ExternalLink, LoaderCircle } from '@/components/icons';
import { renderMarkdown } from '@/components/markdown/markdown';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase, STORAGE_PUBLIC_URL, type SiteSupabaseClient } from '@/lib/supabase';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import type { Language } from '@contract/language.ts';
import { storiesCopy } from './copy';
import { CoverImage } from './CoverImage';
import { clearDraft, NEW_STORY_KEY, readDraft, saveDraft, useDraftAutosave } from './draft-store';
import { LeaveGuard } from './LeaveGuard';
import { STORIES_PATH, storyPath } from './list-filters';
import { estimateReadTime, READ_TIME_MAX, READ_TIME_MIN } from './read-time';
import { isSlug } from './slug';
import { StatusBadge } from './StatusBadge';
import { createStory, loadStory, saveProblem, slugTaken, updateStory } from './story-data';
import {
  applyChange,
  emptyStory,
  LIMITS,
  parseStoryForm,
  sameValues,
  valuesFromPost,
  type StoryField,
  type StoryFormValues,
} from './story-form';
import { isLive, statusOf, type BlogPost } from './story-status';
import { showStoryToast } from './story-toasts';

const panel = 'rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700';
const heading = 'text-xl font-bold text-brand-900 dark:text-white';

/** The public address of a story. */
export const publicStoryPath = (slug: string) => `/stories/${slug}`;

/** What the editor leaves in the history entry of a story it just created, so it is not read again. */
interface EditorState {
  saved?: BlogPost;
}

/** `/admin/blog/new` and `/admin/blog/<id>`. */
export function StoryEditorScreen() {
  const location = useLocation();
  const id = location.pathname.slice(STORIES_PATH.length + 1);
  if (id === NEW_STORY_KEY) return <StoryEditor key={NEW_STORY_KEY} stored={null} />;
  return <ExistingStory key={id} id={id} />;
}

function ExistingStory({ id }: { id: string }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const location = useLocation();
  const [handedOver] = useState(() => {
    const saved = (location.state as EditorState | null)?.saved;
    return saved?.id === id ? saved : null;
  });
  const load = useCallback(
    (supabase: SiteSupabaseClient) => (handedOver ? Promise.resolve(handedOver) : loadStory(supabase, id)),
    [handedOver, id],
  );
  const { result, retry } = useAdminData(load);
  useScreenTitle(copy.editor.editTitle);
  if (result.state !== 'ready') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.editor.editTitle}
        </h1>
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      </div>
    );
  }
  if (!result.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.editor.notFound}
        </h1>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.editor.notFoundText}</p>
        <Link to={STORIES_PATH} className="btn-secondary mt-6">
          {copy.editor.back}
        </Link>
      </div>
    );
  }
  return <StoryEditor stored={result.data} />;
}

type Outcome = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed' | 'session';

const LANGUAGE_FIELDS: Record<Language, readonly StoryField[]> = {
  en: ['titleEn', 'excerptEn', 'categoryEn', 'tagsEn', 'contentEn'],
  nl: ['titleNl', 'excerptNl', 'categoryNl', 'tagsNl', 'contentNl'],
};

// The Markdown's elements in the preview, styled as the story page styles them.
const previewClass = [
  '[&_p]:mt-4 [&_p]:leading-relaxed [&_p]:text-slate-700 dark:[&_p]:text-slate-300',
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:pl-6',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-signal-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_img]:mt-4 [&_img]:rounded-lg',
].join(' ');

function Preview({
  source,
  lang,
  label,
  empty,
}: {
  source: string;
  lang: Language;
  label: string;
  empty: string;
}) {
  // Typing stays quick in a long story: the preview renders when the browser has time.
  const deferred = useDeferredValue(source);
  return (
    <section
      aria-label={label}
      className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700"
    >
      <h3
        className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300"
        aria-hidden="true"
      >
        {label}
      </h3>
      <div lang={lang} className={`${previewClass} text-slate-900 dark:text-white [overflow-wrap:anywhere]`}>
        {deferred.trim() ? renderMarkdown(deferred, STORAGE_PUBLIC_URL) : <p>{empty}</p>}
      </div>
    </section>
  );
}

function StoryEditor({ stored: initialStored }: { stored: BlogPost | null }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const navigate = useNavigate();
  const location = useLocation();
  const when = useAmsterdamTime();
  const draftKey = initialStored?.id ?? NEW_STORY_KEY;
  const [stored, setStored] = useState(initialStored);
  const [values, setValues] = useState<StoryFormValues>(() =>
    initialStored ? valuesFromPost(initialStored) : emptyStory(),
  );
  const [baseline, setBaseline] = useState(values);
  const [draft, setDraft] = useState(() => {
    const found = readDraft(draftKey);
    return found && !sameValues(found.values, values) ? found : null;
  });
  const [errors, setErrors] = useState<Partial<Record<StoryField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [uploading, setUploading] = useState(false);
  const [shownLanguage, setShownLanguage] = useState<Language>('en');
  useScreenTitle(stored ? copy.editor.editTitle : copy.editor.newTitle);

  const dirty = !sameValues(values, baseline);
  // While an older draft waits for restore or discard, it is not overwritten.
  const autosave = useDraftAutosave(draftKey, values, dirty && draft === null);

  const slugFollowsTitle = !stored?.published;
  const set =
    <F extends StoryField>(field: F) =>
    (value: StoryFormValues[F]) => {
      setValues((current) => applyChange(current, field, value, slugFollowsTitle));
      if (outcome === 'saved') setOutcome('idle');
    };
  const text = (field: StoryField) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const restoreDraft = () => {
    if (draft) setValues(draft.values);
    setDraft(null);
  };
  const discardDraft = () => {
    clearDraft(draftKey);
    setDraft(null);
  };

  const failed = (form: HTMLFormElement, fieldErrors: Partial<Record<StoryField, string>>) => {
    setErrors(fieldErrors);
    setOutcome('invalid');
    // On a phone one language shows at a time: show the one with the first problem.
    const firstEn = LANGUAGE_FIELDS.en.some((field) => fieldErrors[field]);
    const firstNl = LANGUAGE_FIELDS.nl.some((field) => fieldErrors[field]);
    if (!firstEn && firstNl) setShownLanguage('nl');
    else if (firstEn) setShownLanguage('en');
    focusFirstInvalid(form);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome === 'saving' || uploading) return;
    const form = event.currentTarget;
    const parsed = parseStoryForm(values, copy.errors, { now: new Date(), stored });
    if (!parsed.ok) return failed(form, parsed.errors);
    setErrors({});
    setOutcome('saving');
    const failToast = stored ? 'updateFailed' : 'createFailed';
    try {
      const supabase = await getSupabase();
      const { data } = await supabase.auth.getSession();
      if (!data.session) {
        saveDraft(draftKey, values);
        setOutcome('session');
        void showStoryToast(lang, 'error', failToast);
        return;
      }
      if (await slugTaken(supabase, parsed.row.slug, stored?.id ?? null)) {
        return failed(form, { slug: copy.errors.slugTaken });
      }
      const saved = stored
        ? await updateStory(supabase, stored.id, parsed.row)
        : await createStory(supabase, parsed.row);
      autosave.cancel();
      clearDraft(draftKey);
      void showStoryToast(lang, 'success', stored ? 'updated' : 'created');
      if (!stored) {
        setBaseline(values);
        navigate(storyPath(saved.id), { replace: true, state: { saved } satisfies EditorState });
        return;
      }
      const next = valuesFromPost(saved);
      setStored(saved);
      setValues(next);
      setBaseline(next);
      setOutcome('saved');
    } catch (error) {
      // Whatever happened, what was typed is kept on this device at once.
      saveDraft(draftKey, values);
      void showStoryToast(lang, 'error', failToast);
      const problem = saveProblem(error);
      if (problem === 'slug') failed(form, { slug: copy.errors.slugTaken });
      else setOutcome(problem === 'session' ? 'session' : 'failed');
    }
  };

  const now = new Date();
  const live = stored !== null && isLive(stored, now);
  const estimate = estimateReadTime(values.contentEn, values.contentNl);
  const redirectNote =
    live && stored && values.slug !== stored.slug && isSlug(values.slug)
      ? copy.editor.slugRedirect(publicStoryPath(stored.slug), publicStoryPath(values.slug))
      : null;
  const saving = outcome === 'saving';

  const languageColumn = (language: Language) => {
    const suffix = language === 'en' ? 'En' : 'Nl';
    const field = (name: string) => `${name}${suffix}` as StoryField;
    const id = (name: string) => `story-${name}-${language}`;
    const languageName = language === 'en' ? copy.editor.english : copy.editor.dutch;
    return (
      <fieldset
        key={language}
        lang={language}
        className={`${panel} min-w-0 space-y-5 ${shownLanguage === language ? '' : 'hidden md:block'}`}
      >
        <legend className="sr-only">{languageName}</legend>
        <h2 aria-hidden="true" className={heading} lang={lang}>
          {languageName}
        </h2>
        <Field
          id={id('title')}
          label={`${copy.editor.titleField} (${languageName})`}
          error={errors[field('title')]}
          extra={<CharacterCount value={values[field('title')] as string} max={LIMITS.title} />}
        >
          {(control) => <input {...control} type="text" {...text(field('title'))} />}
        </Field>
        <Field
          id={id('excerpt')}
          label={`${copy.editor.excerpt} (${languageName})`}
          hint={copy.editor.excerptHint}
          error={errors[field('excerpt')]}
          extra={<CharacterCount value={values[field('excerpt')] as string} max={LIMITS.excerpt} />}
        >
          {(control) => <textarea {...control} rows={3} {...text(field('excerpt'))} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id('category')}
            label={`${copy.editor.category} (${languageName})`}
            hint={copy.editor.categoryHint}
            error={errors[field('category')]}
          >
            {(control) => <input {...control} type="text" {...text(field('category'))} />}
          </Field>
          <Field
            id={id('tags')}
            label={`${copy.editor.tags} (${languageName})`}
            hint={copy.editor.tagsHint}
            error={errors[field('tags')]}
          >
            {(control) => <input {...control} type="text" {...text(field('tags'))} />}
          </Field>
        </div>
        <Field
          id={id('content')}
          label={`${copy.editor.body} (${languageName})`}
          hint={copy.editor.bodyHint}
          error={errors[field('content')]}
        >
          {(control) => (
            <textarea
              {...control}
              rows={14}
              className={`${control.className} font-mono text-sm`}
              {...text(field('content'))}
            />
          )}
        </Field>
        <Preview
          source={values[field('content')] as string}
          lang={language}
          label={`${copy.editor.preview} (${languageName})`}
          empty={copy.editor.previewEmpty}
        />
      </fieldset>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link
        to={STORIES_PATH}
        className="inline-flex items-center gap-2 font-medium text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {copy.editor.back}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] dark:text-white">
          {stored ? copy.editor.editTitle : copy.editor.newTitle}
        </h1>
        {stored && <StatusBadge status={statusOf(stored, now)} />}
        {live && stored && (
          <a
            href={publicStoryPath(stored.slug)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200"
          >
            {copy.editor.view}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        )}
      </div>
      {draft && (
        <section
          aria-labelledby="story-draft-title"
          className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700"
        >
          <h2 id="story-draft-title" className="font-semibold">
            {copy.editor.draftFound(when.format(new Date(draft.savedAt)))}
          </h2>
          <p className="mt-1">{copy.editor.draftText}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={restoreDraft}>
              {copy.editor.restore}
            </button>
            <button type="button" className="btn-secondary" onClick={discardDraft}>
              {copy.editor.discard}
            </button>
          </div>
        </section>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-6">
        <div role="group" aria-label={copy.editor.language} className="flex gap-2 md:hidden">
          {(['en', 'nl'] as const).map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={shownLanguage === language}
              onClick={() => setShownLanguage(language)}
              className="flex-1 rounded-lg px-4 py-2 font-semibold ring-1 ring-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:ring-brand-300 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-brand-950"
            >
              {language === 'en' ? copy.editor.english : copy.editor.dutch}
            </button>
          ))}
        </div>
        <div className="grid gap-6 md:grid-cols-2">{(['en', 'nl'] as const).map(languageColumn)}</div>

        <section aria-labelledby="story-cover-title" className={`${panel} space-y-5`}>
          <h2 id="story-cover-title" className={heading}>
            {copy.editor.cover}
          </h2>
          <CoverImage
            imageUrl={values.imageUrl}
            alt={lang === 'en' ? values.imageAltEn : values.imageAltNl}
            onUploaded={set('imageUrl')}
            onRemove={() => set('imageUrl')('')}
            onBusyChange={setUploading}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <Field
              id="story-alt-en"
              label={copy.editor.altEn}
              hint={copy.editor.altHint}
              error={errors.imageAltEn}
              extra={<CharacterCount value={values.imageAltEn} max={LIMITS.alt} />}
            >
              {(control) => <input {...control} lang="en" type="text" {...text('imageAltEn')} />}
            </Field>
            <Field
              id="story-alt-nl"
              label={copy.editor.altNl}
              hint={copy.editor.altHint}
              error={errors.imageAltNl}
              extra={<CharacterCount value={values.imageAltNl} max={LIMITS.alt} />}
            >
              {(control) => <input {...control} lang="nl" type="text" {...text('imageAltNl')} />}
            </Field>
          </div>
        </section>

        <section aria-labelledby="story-publication-title" className={`${panel} space-y-5`}>
          <h2 id="story-publication-title" className={heading}>
            {copy.editor.address}
          </h2>
          <div className="grid gap-5 md:grid-cols-2">
            <div>
              <Field
                id="story-slug"
                label={copy.editor.slug}
                hint={slugFollowsTitle ? copy.editor.slugHint : copy.editor.slugFixed}
                error={errors.slug}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoCapitalize="none"
                    spellCheck={false}
                    {...text('slug')}
                  />
                )}
              </Field>
              {redirectNote && (
                <p
                  role="status"
                  className="mt-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-300 [overflow-wrap:anywhere] dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700"
                >
                  {redirectNote}
                </p>
              )}
            </div>
            <div>
              <Field
                id="story-read-time"
                label={copy.editor.readTime}
                hint={copy.editor.readTimeEstimate(estimate)}
                error={errors.readTime}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={READ_TIME_MIN}
                    max={READ_TIME_MAX}
                    step={1}
                    className={`${control.className} max-w-32`}
                    {...text('readTime')}
                  />
                )}
              </Field>
              {values.readTime !== String(estimate) && (
                <button
                  type="button"
                  className="btn-secondary mt-2 px-3 py-1.5 text-sm"
                  onClick={() =>
                    setValues((current) => ({
                      ...current,
                      readTime: String(estimate),
                      readTimeEdited: false,
                    }))
                  }
                >
                  {copy.editor.useEstimate}
                </button>
              )}
            </div>
          </div>
          <Checkbox id="story-featured" checked={values.featured} onChange={set('featured')}>
            {copy.editor.featured}
          </Checkbox>
          <Checkbox id="story-published" checked={values.published} onChange={set('published')}>
            {copy.editor.published}
          </Checkbox>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">
              {copy.editor.when}
            </legend>
            <div className="mt-2 space-y-2">
              <Radio
                name="story-when"
                value="now"
                checked={values.when === 'now'}
                onChange={() => set('when')('now')}
              >
                {live && stored?.published_at
                  ? copy.editor.keepDate(when.format(new Date(stored.published_at)))
                  : copy.editor.now}
              </Radio>
              <Radio
                name="story-when"
                value="at"
                checked={values.when === 'at'}
                onChange={() => set('when')('at')}
              >
                {copy.editor.at}
              </Radio>
            </div>
          </fieldset>
          {values.when === 'at' && (
            <Field
              id="story-publish-at"
              label={copy.editor.publishAt}
              hint={copy.editor.publishAtHint}
              error={errors.publishAt}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  min={amsterdamWallTime(now)}
                  className={`${control.className} max-w-64`}
                  {...text('publishAt')}
                />
              )}
            </Field>
          )}
        </section>

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            aria-disabled={saving || uploading}
            className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {saving && (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            )}
            {saving ? copy.editor.saving : copy.editor.save}
          </button>
          <p role="status" className="text-sm font-medium">
            {outcome === 'saved' && (
              <span className="text-emerald-800 dark:text-emerald-300">{copy.editor.saved}</span>
            )}
            {outcome === 'invalid' && (
              <span className="text-red-700 dark:text-red-300">{copy.editor.invalid}</span>
            )}
          </p>
        </div>
        {(outcome === 'failed' || outcome === 'session') && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700"
          >
            <p>{outcome === 'session' ? copy.editor.sessionEnded : copy.editor.saveFailed}</p>
            {outcome === 'session' && (
              <Link to={signInPathFor(location.pathname)} className="btn-secondary mt-3">
                {copy.editor.signInAgain}
              </Link>
            )}
          </div>
        )}
      </form>
      <LeaveGuard dirty={dirty} copy={copy.editor} />
    </div>
  );
}

function Checkbox({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-slate-800 dark:text-slate-100">
        {children}
      </label>
    </div>
  );
}

function Radio({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  const id = `${name}-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-slate-800 dark:text-slate-100">
        {children}
      </label>
    </div>
  );
}
