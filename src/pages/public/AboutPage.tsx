import { PageIntro } from '../../components/page/PageIntro';

export default function AboutPage() {
  return <PageIntro id="about" />;
}
