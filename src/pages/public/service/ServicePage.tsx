import { ServiceArticle } from '@/components/article/ServiceArticle';
import { servicePageIds, type PageProps, type ServicePageId } from '@/routing/page-ids';

const isServicePage = (id: string): id is ServicePageId => (servicePageIds as readonly string[]).includes(id);

export default function ServicePage({ id }: PageProps) {
  if (!isServicePage(id)) throw new Error(`ServicePage cannot show ${id}`);
  return <ServiceArticle id={id} />;
}
