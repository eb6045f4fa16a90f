import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Pause, Play } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { useReducedMotion } from './use-reduced-motion';

const rotationCopy = {
  en: { pause: 'Pause slides', play: 'Play slides' },
  nl: { pause: "Dia's pauzeren", play: "Dia's afspelen" },
} as const;

export interface AutoRotation {
  /** Whether the slides move on their own (the visitor has not paused them). */
  playing: boolean;
  toggle: () => void;
}

/**
 * Calls `advance` every `intervalMs` while the slides play. They play until the visitor pauses
 * them (WCAG 2.2.2), hold still while the pointer or focus is inside `root`, and start paused
 * under reduced motion, where the visitor can still choose to play them.
 */
export function useAutoRotation(
  root: RefObject<HTMLElement | null>,
  intervalMs: number | undefined,
  advance: () => void,
): AutoRotation {
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = intervalMs !== undefined && (chosen ?? !reducedMotion);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) release();
    };
    element.addEventListener('mouseenter', hold);
    element.addEventListener('mouseleave', release);
    element.addEventListener('focusin', hold);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', hold);
      element.removeEventListener('mouseleave', release);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [root]);

  useEffect(() => {
    if (!playing || held || intervalMs === undefined) return;
    const timer = setInterval(advance, intervalMs);
    return () => clearInterval(timer);
  }, [playing, held, intervalMs, advance]);

  return useMemo(() => ({ playing, toggle: () => setChosen(!playing) }), [playing]);
}

/** The visible pause and play button of a set of rotating slides. */
export function RotationToggle({ rotation, className }: { rotation: AutoRotation; className: string }) {
  const { lang } = useLanguage();
  const copy = rotationCopy[lang];
  const Icon = rotation.playing ? Pause : Play;
  return (
    <button
      type="button"
      className={className}
      onClick={rotation.toggle}
      aria-label={rotation.playing ? copy.pause : copy.play}
    >
      <Icon aria-hidden="true" size={16} />
    </button>
  );
}
