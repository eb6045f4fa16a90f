import { use } from 'react';
import type { PageLoader, PageModule, PageRoute } from './routes';

// Loaded page modules, so a page whose code is already here renders without suspending. The
// browser loads the matched page before hydrating, which keeps hydration free of mismatches.
const loaded = new Map<PageLoader, PageModule>();
const loading = new Map<PageLoader, Promise<PageModule>>();

export const preloadPage = (route: PageRoute): Promise<PageModule> => {
  const existing = loading.get(route.load);
  if (existing) return existing;
  const promise = route.load().then((module) => {
    loaded.set(route.load, module);
    return module;
  });
  loading.set(route.load, promise);
  return promise;
};

export function RoutePage({ route }: { route: PageRoute }) {
  const module = loaded.get(route.load) ?? use(preloadPage(route));
  const Page = module.default;
  return <Page id={route.id} />;
}
