import { PageIntro } from '../../components/page/PageIntro';

export default function FaqPage() {
  return <PageIntro id="faq" />;
}
