// The dashboard's place on the prerendered weather page. Its code and data are not in the page's
// first load: they load when the room comes into view or the browser is idle after the load. The
// room keeps its height from the first paint, so neither the loading state nor the forecast
// moves what is below it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DashboardSkeleton } from './DashboardSkeleton';

const loadDashboard = () => import('./WeatherDashboard');
const WeatherDashboard = lazy(loadDashboard);

/** How near the viewport the dashboard starts to load, and how long after the load it loads anyway. */
export const DASHBOARD_ROOT_MARGIN = '200px';
export const DASHBOARD_IDLE_DELAY_MS = 2_000;

/**
 * The room the dashboard takes, reserved before it arrives: sized for the overview, the view a visit
 * opens with, its two days stacked on a phone and side by side from md, where each day's figures
 * take three rows until lg and two from it. Each size leaves room for a longer reason than today's.
 */
export const dashboardRoomClass = 'min-h-[89rem] md:min-h-[55rem] lg:min-h-[50rem]';

export function JumpWeatherSlot({ labelledBy }: { labelledBy: string }) {
  const [wanted, setWanted] = useState(false);
  const room = useRef<HTMLElement>(null);

  useEffect(() => {
    const want = () => setWanted(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(want, { timeout: 3_000 });
        else want();
      }, DASHBOARD_IDLE_DELAY_MS);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: DASHBOARD_ROOT_MARGIN,
          });
    if (room.current) observer?.observe(room.current);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);

  return (
    <section
      ref={room}
      aria-labelledby={labelledBy}
      className={`mt-6 ${dashboardRoomClass}`}
      data-weather-dashboard=""
    >
      {wanted ? (
        <Suspense fallback={<DashboardSkeleton />}>
          <WeatherDashboard />
        </Suspense>
      ) : (
        <DashboardSkeleton />
      )}
    </section>
  );
}
