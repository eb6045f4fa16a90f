import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { signInRequiredCopy } from './copy';

/** What admin addresses show until the back office exists: never a blank page. */
export function SignInRequiredPage() {
  const { lang } = useLanguage();
  return (
    <div className="prose-page">
      <h1>{signInRequiredCopy[lang].title}</h1>
      <p>{signInRequiredCopy[lang].text}</p>
      <p>
        <Link to={pathFor('home', lang)} className="btn-secondary">
          {signInRequiredCopy[lang].home}
        </Link>
      </p>
    </div>
  );
}
