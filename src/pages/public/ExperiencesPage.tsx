import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { experiences } from './home/section-loaders';

export default function ExperiencesPage() {
  return (
    <>
      <PageIntro id="experiences" />
      <LazySection id="experiences" loader={experiences} />
    </>
  );
}
