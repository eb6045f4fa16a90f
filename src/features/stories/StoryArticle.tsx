import { Link } from 'react-router-dom';
import { ArrowLeft, Clock } from '@/components/icons';
import { renderMarkdown } from '@/components/markdown/markdown';
import { Image } from '@/components/ui/Image';
import { useLanguage } from '@/i18n/language-context';
import { STORAGE_PUBLIC_URL } from '@/lib/supabase';
import { pathFor } from '@/routing/paths';
import { formatStoryDate, storiesCopy } from './copy';
import type { StoryView } from './stories';

// The Markdown's elements, styled from the article so the renderer stays free of presentation.
const bodyClass = [
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-brand-900 dark:[&_h4]:text-white',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:pl-6',
  '[&_li]:mt-1 [&_li]:leading-relaxed [&_li]:text-slate-700 dark:[&_li]:text-slate-300',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-signal-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-300',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800',
].join(' ');

/** A story on its own page: title, details, picture and the body rendered from Markdown. */
export function StoryArticle({ view }: { view: StoryView }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const otherLanguage = view.textLang !== lang;
  return (
    <article className="prose-page">
      <Link
        to={pathFor('stories', lang)}
        className="inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        {copy.story.allStories}
      </Link>
      {otherLanguage && (
        <p role="note" className="rounded-lg bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
          {copy.story.writtenIn}
        </p>
      )}
      <div lang={otherLanguage ? view.textLang : undefined}>
        <p className="flex flex-wrap items-center gap-3 text-xs font-semibold uppercase tracking-wider">
          {view.text.category && (
            <span className="text-signal-600 dark:text-signal-500">{view.text.category}</span>
          )}
          <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
            <Clock aria-hidden="true" size={14} />
            {copy.readTime(view.readTimeMinutes)}
          </span>
        </p>
        <h1 className="mt-3">{view.text.title}</h1>
        {view.publishedAt && (
          <p className="text-sm">
            {copy.story.published}{' '}
            <time dateTime={view.publishedAt}>{formatStoryDate(view.publishedAt, lang)}</time>
          </p>
        )}
        {view.text.excerpt && <p className="text-lg">{view.text.excerpt}</p>}
        <Image
          src={view.image ?? view.illustration}
          fallbackSrc={view.illustration}
          // Described when the photo has alt text; otherwise decorative, as the title above names it.
          alt={view.image ? view.text.imageAlt : ''}
          width={1200}
          height={675}
          priority
          className="mt-8 rounded-2xl"
        />
        <div className={bodyClass}>{renderMarkdown(view.body, STORAGE_PUBLIC_URL)}</div>
        {view.text.tags.length > 0 && (
          <div className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-700">
            <h2 className="sr-only">{copy.story.tags}</h2>
            <ul className="flex flex-wrap gap-2">
              {view.text.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}

/** The page while its story loads: the same shape, so nothing jumps when it arrives. */
export function StorySkeleton() {
  const { lang } = useLanguage();
  const bar = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800';
  return (
    <div className="prose-page" role="status">
      <span className="sr-only">{storiesCopy[lang].story.loading}</span>
      <div className={`h-4 w-32 ${bar}`} />
      <div className={`mt-6 h-10 w-3/4 ${bar}`} />
      <div className={`mt-4 h-5 w-full ${bar}`} />
      <div className={`mt-8 aspect-video w-full ${bar}`} />
    </div>
  );
}
