import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { pathFor } from '../../app/paths';

const copy = {
  en: {
    title: 'Sign in required',
    text: 'This part of the site is for staff. Please sign in with your staff account and authenticator app to continue.',
    home: 'Back to the website',
  },
  nl: {
    title: 'Inloggen vereist',
    text: 'Dit deel van de site is voor medewerkers. Log in met je medewerkersaccount en authenticator-app om verder te gaan.',
    home: 'Terug naar de website',
  },
};

/** What staff routes show until the back office exists: never a blank page. */
export default function SignInRequiredPage() {
  const { lang } = useLanguage();
  return (
    <div className="prose-page">
      <h1>{copy[lang].title}</h1>
      <p>{copy[lang].text}</p>
      <p>
        <Link to={pathFor('home', lang)} className="btn-secondary">
          {copy[lang].home}
        </Link>
      </p>
    </div>
  );
}
