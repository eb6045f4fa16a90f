import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from './copy';

/** While something loads, and when it cannot: never a blank screen, and a way to try again. */
export function LoadState({
  failed,
  onRetry,
  className,
}: {
  failed: boolean;
  onRetry: () => void;
  className: string;
}) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang].shell;
  if (!failed) {
    return (
      <p role="status" className={`text-slate-700 dark:text-slate-300 ${className}`}>
        {copy.loading}
      </p>
    );
  }
  return (
    <div role="alert" className={className}>
      <p className="text-slate-800 dark:text-slate-100">{copy.failed}</p>
      <button type="button" onClick={onRetry} className="btn-primary mt-4">
        {copy.retry}
      </button>
    </div>
  );
}
