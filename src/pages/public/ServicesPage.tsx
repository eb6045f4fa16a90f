import { Link } from 'react-router-dom';
import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { servicePageIds } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import { services } from './home/section-loaders';

const allServicesLabel = { en: 'All our services', nl: 'Al onze diensten' } as const;

const loadServiceTitles = (lang: Language) => () =>
  import('@/content/page-meta').then(({ pageMeta, shortTitle }) =>
    servicePageIds.map((id) => shortTitle(pageMeta[lang][id].title)),
  );

export default function ServicesPage() {
  const { lang } = useLanguage();
  const [titles, data] = usePrerenderedData(`service-titles:${lang}`, loadServiceTitles(lang));
  return (
    <>
      {data}
      <PageIntro id="services">
        <nav aria-labelledby="all-services">
          <h2 id="all-services">{allServicesLabel[lang]}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {servicePageIds.map((id, index) => (
              <li key={id}>
                <Link
                  to={pathFor(id, lang)}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white"
                >
                  {titles[index]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <LazySection id="services" loader={services} />
    </>
  );
}
