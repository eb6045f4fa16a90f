import { ServiceArticle } from '@/components/article/ServiceArticle';
import { landingPageIds, type LandingPageId, type PageProps } from '@/routing/page-ids';

const isLandingPage = (id: string): id is LandingPageId => (landingPageIds as readonly string[]).includes(id);

export default function LandingPage({ id }: PageProps) {
  if (!isLandingPage(id)) throw new Error(`LandingPage cannot show ${id}`);
  return <ServiceArticle id={id} />;
}
