import { use } from 'react';
import { LoadCache } from '../lib/load-cache';
import type { PageLoader, PageModule, PageRoute } from './routes';

// Loaded page modules, so a page whose code is already here renders without suspending. The
// browser loads the matched page before hydrating, which keeps hydration free of mismatches.
const pages = new LoadCache<PageLoader, PageModule>();

export const preloadPage = (route: PageRoute): Promise<PageModule> => pages.load(route.load, route.load);

export function RoutePage({ route }: { route: PageRoute }) {
  const module = pages.get(route.load) ?? use(preloadPage(route));
  const Page = module.default;
  return <Page id={route.id} />;
}
