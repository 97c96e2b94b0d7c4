import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** The bar's store loads with the first navigation, not with the entry chunk. */
const loadProgress = () => import('@/lib/progress');

/** The progress bar also runs while a route's code or loaders are loading. */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return undefined;
    // One promise for both ends: the bar always starts before it completes.
    const progress = loadProgress();
    void progress.then((p) => p.beginProgress());
    return () => void progress.then((p) => p.endProgress());
  }, [busy]);
}
