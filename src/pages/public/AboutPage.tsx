import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { about } from './home/section-loaders';

export default function AboutPage() {
  return (
    <>
      <PageIntro id="about" />
      <LazySection id="about" hashes={['safety-record']} loader={about} />
    </>
  );
}
