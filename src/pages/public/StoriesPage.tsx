import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { stories } from './home/section-loaders';

export default function StoriesPage() {
  return (
    <>
      <PageIntro id="stories" />
      <LazySection id="stories" loader={stories} />
    </>
  );
}
