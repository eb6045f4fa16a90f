import { PageIntro } from '../../components/page/PageIntro';

export default function ServicesPage() {
  return <PageIntro id="services" />;
}
