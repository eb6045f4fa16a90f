import { PageIntro } from '../../components/page/PageIntro';

export default function ClientSuccessPage() {
  return <PageIntro id="client-success" />;
}
