import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { partners } from './home/section-loaders';

export default function PartnersPage() {
  return (
    <>
      <PageIntro id="partners" />
      <LazySection id="partners" loader={partners} />
    </>
  );
}
