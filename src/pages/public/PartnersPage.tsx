import { PageIntro } from '../../components/page/PageIntro';

export default function PartnersPage() {
  return <PageIntro id="partners" />;
}
