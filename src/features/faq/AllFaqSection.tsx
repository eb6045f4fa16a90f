import { faqItems } from '@/content/faq';
import { FaqBlock } from './FaqBlock';

/** The FAQ page's section: every question. */
export default function AllFaqSection() {
  return <FaqBlock items={faqItems} title="allTitle" />;
}
