import type { PageProps } from '../../../app/routes';
import { PageIntro } from '../../../components/page/PageIntro';

export default function ServicePage({ id }: PageProps) {
  if (id === 'staff') throw new Error('ServicePage cannot show the staff page');
  return <PageIntro id={id} />;
}
