import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { pathFor } from '../../app/paths';
import { PageIntro } from '../../components/page/PageIntro';

const copy = {
  en: { home: 'Go to the home page', search: 'Search the site', contact: 'Contact us' },
  nl: { home: 'Naar de homepage', search: 'Zoek op de site', contact: 'Neem contact op' },
};

export default function NotFoundPage() {
  const { lang } = useLanguage();
  return (
    <PageIntro id="not-found">
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={pathFor('home', lang)} className="btn-primary">
          {copy[lang].home}
        </Link>
        <Link to={pathFor('search', lang)} className="btn-secondary">
          {copy[lang].search}
        </Link>
        <Link to={pathFor('contact', lang)} className="btn-secondary">
          {copy[lang].contact}
        </Link>
      </div>
    </PageIntro>
  );
}
