import type { PageProps } from '../../../app/routes';
import { PageIntro } from '../../../components/page/PageIntro';

export default function LandingPage({ id }: PageProps) {
  if (id === 'staff') throw new Error('LandingPage cannot show the staff page');
  return <PageIntro id={id} />;
}
