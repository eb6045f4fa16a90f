import { PageIntro } from '../../components/page/PageIntro';

export default function ContactPage() {
  return <PageIntro id="contact" />;
}
