import { PageIntro } from '../../components/page/PageIntro';

export default function StoriesPage() {
  return <PageIntro id="stories" />;
}
