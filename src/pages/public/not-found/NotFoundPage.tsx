import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/page/PageIntro';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { notFoundCopy } from './copy';

export default function NotFoundPage() {
  const { lang } = useLanguage();
  return (
    <PageIntro id="not-found">
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={pathFor('home', lang)} className="btn-primary">
          {notFoundCopy[lang].home}
        </Link>
        <Link to={pathFor('search', lang)} className="btn-secondary">
          {notFoundCopy[lang].search}
        </Link>
        <Link to={pathFor('contact', lang)} className="btn-secondary">
          {notFoundCopy[lang].contact}
        </Link>
      </div>
    </PageIntro>
  );
}
