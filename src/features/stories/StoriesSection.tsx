import { Clock, ExternalLink } from 'lucide-react';
import { useLanguage } from '../../app/language';
import { Image } from '../../components/ui/Image';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { business } from '../../content/business';
import { storiesCopy } from './copy';
import { fallbackPosts, pickStories, postText, type StoryPost } from './fallback-posts';

function Meta({ post }: { post: StoryPost }) {
  const { lang } = useLanguage();
  return (
    <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wider">
      <span className="text-signal-600 dark:text-signal-500">{postText(post, lang).category}</span>
      <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
        <Clock aria-hidden="true" size={14} />
        {storiesCopy[lang].readTime(post.readTimeMinutes)}
      </span>
    </p>
  );
}

export default function StoriesSection() {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const stories = pickStories(fallbackPosts);
  return (
    <section id="stories" aria-labelledby="stories-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="stories-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        {stories && (
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700">
              <Image src={stories.featured.image} alt="" width={800} height={600} eager />
              <div className="p-6">
                <p className="mb-2 text-sm font-bold text-brand-700 dark:text-brand-300">{copy.featured}</p>
                <Meta post={stories.featured} />
                <h3 className="mt-2 text-2xl font-bold text-brand-900 dark:text-white">
                  {postText(stories.featured, lang).title}
                </h3>
                <p className="mt-3 text-slate-700 dark:text-slate-300">
                  {postText(stories.featured, lang).excerpt}
                </p>
              </div>
            </article>
            <ul className="grid gap-6">
              {stories.others.map((post, index) => (
                <li key={post.id}>
                  <article className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700 sm:grid-cols-[10rem_1fr]">
                    <Image
                      src={post.image}
                      alt=""
                      width={400}
                      height={300}
                      eager={index < 2}
                      className="h-full"
                    />
                    <div className="p-5">
                      <Meta post={post} />
                      <h3 className="mt-2 text-lg font-bold text-brand-900 dark:text-white">
                        {postText(post, lang).title}
                      </h3>
                      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                        {postText(post, lang).excerpt}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-10 text-center">
          <a
            href={business.social.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary"
          >
            {copy.cta}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="sr-only">{copy.ctaNote}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
