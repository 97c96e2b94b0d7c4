import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { beginProgress, endProgress } from '@/lib/progress';

/** The progress bar also runs while a route's code or loaders are loading. */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return undefined;
    beginProgress();
    return endProgress;
  }, [busy]);
}
