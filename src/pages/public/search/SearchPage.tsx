import type { PageProps } from '../../../app/routes';
import { PageIntro } from '../../../components/page/PageIntro';

export default function SearchPage({ id }: PageProps) {
  if (id === 'staff') throw new Error('SearchPage cannot show the staff page');
  return <PageIntro id={id} />;
}
