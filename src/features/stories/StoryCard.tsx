import { Link } from 'react-router-dom';
import { Image } from '@/components/ui/Image';
import { useLanguage } from '@/i18n/language-context';
import { storyPath } from '@/routing/paths';
import { storiesCopy } from './copy';
import type { StorySummary } from './stories';

/** The category and read time above a story's title. */
export function StoryMeta({ story }: { story: StorySummary }) {
  const { lang } = useLanguage();
  return (
    <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wider">
      <span className="text-signal-600 dark:text-signal-500">{story.text[lang].category}</span>
      <span className="mark mark-clock flex items-center gap-1 text-slate-600 before:size-3.5 dark:text-slate-300">
        {storiesCopy[lang].readTime(story.readTimeMinutes)}
      </span>
    </p>
  );
}

/** The title, linked to the story's page; the link covers its whole card. */
export function StoryLink({ story }: { story: StorySummary }) {
  const { lang } = useLanguage();
  return (
    <Link
      to={storyPath(story.slug, lang)}
      className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
    >
      {story.text[lang].title}
    </Link>
  );
}

/**
 * A story's cover. A photo is described by the alt text written for it; without one, and for the
 * built-in drawings, the image is decorative (empty alt): the title beside it already names the
 * story, and repeating it would make screen readers say it twice.
 */
export function StoryCover({
  story,
  width,
  height,
  eager,
  className,
}: {
  story: StorySummary;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  const { lang } = useLanguage();
  return (
    <Image
      src={story.image ?? story.illustration}
      fallbackSrc={story.illustration}
      alt={story.image ? story.text[lang].imageAlt : ''}
      width={width}
      height={height}
      eager={eager}
      className={className}
    />
  );
}

export const storyCardClass =
  'relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-500 dark:bg-slate-950 dark:ring-slate-700';
