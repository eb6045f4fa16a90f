import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { clientSuccess } from './home/section-loaders';

export default function ClientSuccessPage() {
  return (
    <>
      <PageIntro id="client-success" />
      <LazySection id="client-success" loader={clientSuccess} />
    </>
  );
}
