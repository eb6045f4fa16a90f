import type { PageProps } from '../../../app/routes';
import { PageIntro } from '../../../components/page/PageIntro';

export default function CityPage({ id }: PageProps) {
  if (id === 'staff') throw new Error('CityPage cannot show the staff page');
  return <PageIntro id={id} />;
}
