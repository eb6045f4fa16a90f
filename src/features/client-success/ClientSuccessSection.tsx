import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { clientSuccessCopy } from './copy';

export default function ClientSuccessSection() {
  const { lang } = useLanguage();
  const copy = clientSuccessCopy[lang];
  return (
    <section
      id="client-success"
      aria-labelledby="client-success-title"
      className="bg-brand-50 py-20 dark:bg-brand-950"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="client-success-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <p className="mx-auto mt-8 w-fit rounded-2xl bg-white px-4 py-2 text-center text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700">
          {copy.planning}
        </p>
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <dt className="text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-900 dark:text-white">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-900 p-8 text-center text-white">
          <h3 className="text-2xl font-bold">{copy.ctaTitle}</h3>
          <p className="text-brand-100">{copy.ctaText}</p>
          <Link to={pathFor('contact', lang)} className="btn-primary" data-cta="client-success.closing">
            {copy.ctaButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
