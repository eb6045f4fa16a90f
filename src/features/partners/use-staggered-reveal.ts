import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

/**
 * How many of `total` items are revealed: one more every `stepMs`. Before the effect runs (the
 * prerendered HTML, no JavaScript) and under reduced motion, every item shows at once, so
 * `null` means "all".
 */
export function useStaggeredReveal(total: number, stepMs: number): number | null {
  const reducedMotion = useReducedMotion();
  const [revealed, setRevealed] = useState<number | null>(null);
  useEffect(() => {
    if (reducedMotion) return;
    let count = 0;
    const start = setTimeout(() => setRevealed(0));
    const step = setInterval(() => {
      count += 1;
      setRevealed(count);
      if (count >= total) clearInterval(step);
    }, stepMs);
    return () => {
      clearTimeout(start);
      clearInterval(step);
      setRevealed(null);
    };
  }, [reducedMotion, total, stepMs]);
  return reducedMotion ? null : revealed;
}
