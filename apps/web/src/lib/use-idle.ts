import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after the first paint (at the
 * latest a second later): for parts no page needs to show first (the toast area, the progress
 * bar, the dialog host), so they load after the page instead of with it.
 */
export function useIdleAfterFirstPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
