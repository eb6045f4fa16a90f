import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { pathFor } from '../../app/paths';
import { servicePageIds, type Lang } from '../../app/routes';
import { LazySection } from '../../components/page/LazySection';
import { PageIntro, headingOf } from '../../components/page/PageIntro';
import { services } from './home/section-loaders';
import { usePrerenderedData } from './service/prerendered-data';

const allServicesLabel = { en: 'All our services', nl: 'Al onze diensten' } as const;

const loadServiceNames = (lang: Lang) => () =>
  import('../../content/page-meta').then(({ pageMeta }) =>
    servicePageIds.map((id) => headingOf(pageMeta[lang][id].title)),
  );

export default function ServicesPage() {
  const { lang } = useLanguage();
  const [names, namesElement] = usePrerenderedData<string[]>(`service-names:${lang}`, loadServiceNames(lang));
  return (
    <>
      {namesElement}
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
                  {names[index]}
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
