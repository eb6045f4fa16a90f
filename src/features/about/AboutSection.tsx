import { Link } from 'react-router-dom';
import { Award, ShieldCheck, Trophy, Users } from '@/components/icons';
import { CanopyIllustration } from '@/components/illustrations/CanopyIllustration';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { aboutCopy } from './copy';

const card = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';
const cardTitle = 'mt-3 text-xl font-bold text-brand-900 dark:text-white';
const body = 'mt-2 leading-relaxed text-slate-700 dark:text-slate-300';

export default function AboutSection() {
  const { lang, href } = useLanguage();
  const copy = aboutCopy[lang];
  return (
    <section id="about" aria-labelledby="about-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="about-title" eyebrow={copy.eyebrow} title={copy.title} />

        <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-bold text-brand-900 dark:text-white">{copy.storyTitle}</h3>
            {copy.story.map((paragraph) => (
              <p key={paragraph} className={body}>
                {paragraph}
              </p>
            ))}
            <nav aria-labelledby="about-expertise" className="mt-6">
              <h4 id="about-expertise" className="font-bold text-brand-900 dark:text-white">
                {copy.expertiseTitle}
              </h4>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {copy.expertise.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={pathFor(item.id, lang)}
                      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <CanopyIllustration className="aspect-[4/3] h-auto w-full rounded-2xl" />
        </div>

        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          <div className={card}>
            <Trophy aria-hidden="true" size={28} className="text-signal-600 dark:text-signal-500" />
            <h3 className={cardTitle}>{copy.stadium.title}</h3>
            <p className={body}>{copy.stadium.text}</p>
          </div>
          <div className={card}>
            <Users aria-hidden="true" size={28} className="text-signal-600 dark:text-signal-500" />
            <h3 className={cardTitle}>{copy.team.title}</h3>
            <p className={body}>{copy.team.text}</p>
          </div>
          <div id="safety-record" className={`${card} scroll-mt-20`}>
            <ShieldCheck aria-hidden="true" size={28} className="text-signal-600 dark:text-signal-500" />
            <h3 className={cardTitle}>{copy.safety.title}</h3>
            <p className={body}>{copy.safety.text}</p>
          </div>
        </div>

        <div className="mt-12 rounded-2xl bg-brand-900 p-8 text-center text-white">
          <h3 className="text-2xl font-bold">{copy.missionTitle}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{copy.mission}</p>
        </div>

        <h3 className="mt-12 text-center text-2xl font-bold text-brand-900 dark:text-white">
          {copy.reasonsTitle}
        </h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.reasons.map((reason) => (
            <li key={reason.title} className={card}>
              <Award aria-hidden="true" size={24} className="text-brand-600 dark:text-brand-300" />
              <h4 className="mt-2 font-bold text-brand-900 dark:text-white">{reason.title}</h4>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{reason.text}</p>
            </li>
          ))}
        </ul>

        <h3 className="sr-only">{copy.statsTitle}</h3>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
          {copy.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl bg-white px-2 py-4 text-center ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700 sm:px-4"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first whitespace-nowrap text-2xl font-extrabold text-brand-900 dark:text-white">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-10 text-center">
          <Link to={href('/#contact')} className="btn-primary" data-cta="about.contact">
            {copy.contactButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
