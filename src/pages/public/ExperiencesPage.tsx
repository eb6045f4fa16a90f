import { PageIntro } from '../../components/page/PageIntro';

export default function ExperiencesPage() {
  return <PageIntro id="experiences" />;
}
