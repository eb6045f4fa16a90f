import { Link } from 'react-router-dom';
import { cityName } from '@/content/city-names';
import { useLanguage } from '@/i18n/language-context';
import type { City } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import { heroCopy } from './copy';
import { HeroSlides } from './HeroSlides';

const heroCities: readonly City[] = [
  'amsterdam',
  'rotterdam',
  'utrecht',
  'den-haag',
  'eindhoven',
  'groningen',
];

const chip =
  'inline-flex rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:border-brand-500 hover:bg-brand-50 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-brand-900';

/** The home page's first screen. Its H1 is the page's largest paint, so nothing delays it. */
export function Hero() {
  const { lang } = useLanguage();
  const copy = heroCopy[lang];
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950 lg:min-h-[80vh]"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-signal-600 dark:text-signal-500">
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 min-[380px]:text-4xl dark:text-white sm:text-5xl xl:text-6xl"
          >
            {copy.headline}
          </h1>
          <p className="mt-5 text-xl font-semibold text-brand-800 dark:text-brand-100">{copy.subtitle}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {copy.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={pathFor('contact', lang)} className="btn-primary" data-cta="hero.book">
              {copy.bookNow}
            </Link>
            <a href="#video-samples" className="btn-secondary" data-cta="hero.videos">
              {copy.watchVideos}
            </a>
          </div>
          <nav aria-label={copy.expertiseLabel} className="mt-8">
            <h2 className="text-sm font-bold text-slate-800 dark:text-slate-200">{copy.expertiseLabel}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {copy.expertise.map((item) => (
                <li key={item.id}>
                  <Link to={pathFor(item.id, lang)} className={chip}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={copy.citiesLabel} className="mt-5">
            <h2 className="text-sm font-bold text-slate-800 dark:text-slate-200">{copy.citiesLabel}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {heroCities.map((city) => (
                <li key={city}>
                  <Link
                    to={pathFor(`city-${city}`, lang)}
                    className="text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white"
                  >
                    {cityName(city)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div>
          <HeroSlides copy={copy} />
          <dl className="mt-8 grid grid-cols-3 gap-2 sm:gap-3">
            {copy.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-xl bg-white px-1 py-4 text-center shadow-sm sm:px-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
              >
                <dt className="text-xs font-medium text-slate-600 dark:text-slate-300 sm:text-sm lg:text-xs xl:text-sm">
                  {stat.label}
                </dt>
                <dd className="order-first whitespace-nowrap text-xl font-extrabold text-brand-900 min-[380px]:text-2xl dark:text-white sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
