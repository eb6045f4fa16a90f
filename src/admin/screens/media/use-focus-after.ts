import { useEffect, useState } from 'react';

/**
 * Moves focus to the element with the given id once the screen has re-rendered. Needed where the
 * focused button itself goes away (a deleted row): the confirmation dialog would otherwise hand focus
 * back to that button, gone, and leave it on the page's body.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    // A timeout, so it runs after the dialog's own return of focus.
    const timer = setTimeout(() => {
      document.getElementById(target)?.focus();
      setTarget(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [target]);
  return setTarget;
}
