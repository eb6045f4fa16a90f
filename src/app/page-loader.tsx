import { use, type ComponentType } from 'react';
import { LoadCache } from '@/lib/load-cache';
import type { PageProps } from '@/routing/page-ids';
import type { PageRoute } from '@/routing/routes';

type PageModule = { default: ComponentType<PageProps> };

// Page modules by their path under src/pages, each its own chunk; the prerenderer maps the same
// names to built chunks.
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

const loaderOf = (route: PageRoute) => {
  const loader = route.page && pageModules[`../pages/${route.page}.tsx`];
  if (!loader) throw new Error(`No page module src/pages/${route.page}.tsx for route ${route.id}`);
  return loader;
};

/** The source file of a route's page module, as the build manifest names it. */
export const pageSourceOf = (route: PageRoute): string => `src/pages/${route.page}.tsx`;

// Loaded page modules, so a page whose code is already here renders without suspending. The
// browser loads the matched page before hydrating, which keeps hydration free of mismatches.
const pages = new LoadCache<PageRoute['page'], PageModule>();

export const preloadPage = (route: PageRoute): Promise<PageModule> => pages.load(route.page, loaderOf(route));

export function RoutePage({ route }: { route: PageRoute }) {
  const module = pages.get(route.page) ?? use(preloadPage(route));
  const Page = module.default;
  return <Page id={route.id} />;
}
