import { servicePageIds, type PageProps, type ServicePageId } from '../../../app/routes';
import { ServiceArticle } from './ServiceArticle';

const isServicePage = (id: string): id is ServicePageId => (servicePageIds as readonly string[]).includes(id);

export default function ServicePage({ id }: PageProps) {
  if (!isServicePage(id)) throw new Error(`ServicePage cannot show ${id}`);
  return <ServiceArticle id={id} />;
}
