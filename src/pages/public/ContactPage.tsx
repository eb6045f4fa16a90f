import { LazySection } from '@/components/page/LazySection';
import { PageIntro } from '@/components/page/PageIntro';
import { contact } from './home/section-loaders';

export default function ContactPage() {
  return (
    <>
      <PageIntro id="contact" />
      <LazySection id="contact" loader={contact} />
    </>
  );
}
