import { homeFaqItems } from '@/content/faq';
import { FaqBlock } from './FaqBlock';

/** The home page's FAQ: the six most asked questions. */
export default function FaqSection() {
  return <FaqBlock items={homeFaqItems} title="title" />;
}
