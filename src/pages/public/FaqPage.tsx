import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { allFaq } from './home/section-loaders';

export default function FaqPage() {
  return (
    <>
      <PageIntro id="faq" />
      <LazySection id="faq" loader={allFaq} />
    </>
  );
}
