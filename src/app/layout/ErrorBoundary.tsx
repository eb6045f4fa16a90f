import { Component, type ErrorInfo, type ReactNode } from 'react';
import { uiCopy } from '@/content/ui';
import { langOfPath } from '@/routing/paths';
import { telUrl } from '@contract/business.ts';

interface State {
  error: Error | null;
}

/** Errors that a fresh page load cures (a stale chunk or a broken hook state after a deploy). */
export const needsReload = (error: Error) =>
  /hook|useState|properties of null|dynamically imported module/i.test(error.message);

/** The render fallback: in the visitor's language, with a retry and the phone number. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    window.dispatchEvent(
      new CustomEvent('render-error', { detail: { message: error.message, stack: info.componentStack } }),
    );
  }

  private retry = () => {
    const { error } = this.state;
    this.setState({ error: null });
    if (error && needsReload(error)) window.location.reload();
  };

  render() {
    if (!this.state.error) return this.props.children;
    const copy = uiCopy[langOfPath(window.location.pathname)].errorBoundary;
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={this.retry} className="btn-primary">
            {copy.retry}
          </button>
          <a href={telUrl} className="btn-secondary">
            {copy.call}
          </a>
        </div>
      </main>
    );
  }
}
