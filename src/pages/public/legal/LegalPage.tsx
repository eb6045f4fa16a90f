import type { PageProps } from '../../../app/routes';
import { PageIntro } from '../../../components/page/PageIntro';

export default function LegalPage({ id }: PageProps) {
  if (id === 'staff') throw new Error('LegalPage cannot show the staff page');
  return <PageIntro id={id} />;
}
