import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { pathFor } from '../../app/paths';
import { servicePageIds } from '../../app/routes';
import { LazySection } from '../../components/page/LazySection';
import { PageIntro } from '../../components/page/PageIntro';
import { pageMeta } from '../../content/page-meta';
import { services } from './home/section-loaders';

const allServicesLabel = { en: 'All our services', nl: 'Al onze diensten' } as const;

export default function ServicesPage() {
  const { lang } = useLanguage();
  return (
    <>
      <PageIntro id="services">
        <nav aria-labelledby="all-services">
          <h2 id="all-services">{allServicesLabel[lang]}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {servicePageIds.map((id) => (
              <li key={id}>
                <Link
                  to={pathFor(id, lang)}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white"
                >
                  {pageMeta[lang][id].title.split(' | ')[0]}
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
