import { ErrorBoundary } from './layout/ErrorBoundary';
import { Layout } from './layout/Layout';
import { LanguageProvider } from './language';

/** The whole app below the router; the browser and the prerenderer each wrap it in their router. */
export function App() {
  return (
    <ErrorBoundary>
      <LanguageProvider>
        <Layout />
      </LanguageProvider>
    </ErrorBoundary>
  );
}
