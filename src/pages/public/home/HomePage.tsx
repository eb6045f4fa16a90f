import { PageIntro } from '../../../components/page/PageIntro';

export default function HomePage() {
  return <PageIntro id="home" />;
}
