import { LazySection } from '@/components/page/LazySection';
import { Hero } from './Hero';
import {
  clientSuccess,
  contact,
  experiences,
  faq,
  mediaShowcase,
  partners,
  stories,
} from './section-loaders';

/**
 * The home page: the hero renders at once; every section below it is prerendered but loads its
 * code only near the viewport, or when the address's hash names it. The services overview and the
 * about section are not repeated here: each has a page of its own in the main menu.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <LazySection id="experiences" loader={experiences} />
      <LazySection id="media-showcase" hashes={['video-samples']} loader={mediaShowcase} />
      <LazySection id="stories" loader={stories} />
      <LazySection id="partners" loader={partners} />
      <LazySection id="client-success" loader={clientSuccess} />
      <LazySection id="faq" loader={faq} />
      <LazySection id="contact" loader={contact} />
    </>
  );
}
