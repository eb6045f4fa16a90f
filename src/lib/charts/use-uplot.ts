// The life of one uPlot chart in a box: drawn when the box mounts, resized with the box, drawn again
// when the site's theme changes (colours come from CSS variables the plan reads), destroyed on
// unmount. uPlot is imported only by the chart modules that use this, each its own lazy chunk.
import { useEffect, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartPlan {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

/** Reads a CSS variable of the chart's box, so a chart takes its colours from the theme. */
export function cssVariable(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/**
 * Draws `plan(box)` in the box at `height` pixels and the box's width (at least `minWidth`).
 * `plan` should be stable (useCallback): a new plan draws the chart again.
 */
export function useUplot(
  box: RefObject<HTMLElement | null>,
  plan: (element: HTMLElement) => ChartPlan,
  { height, minWidth }: { height: number; minWidth: number },
): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    const size = () => ({ width: Math.max(element.clientWidth, minWidth), height });

    const draw = () => {
      chart?.destroy();
      const { options, data } = plan(element);
      chart = new uPlot({ ...options, ...size() }, data, element);
    };

    draw();
    const resize = new ResizeObserver(() => chart?.setSize(size()));
    resize.observe(element);
    // The theme is a class on the root element.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [box, plan, height, minWidth]);
}
