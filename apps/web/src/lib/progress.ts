import { nprogress, nprogressStore } from '@mantine/nprogress';

// The router starts its loaders (and so requests) before <NavigationProgress> first renders.
// Its first render initialises the store and would drop the id of an interval already
// running, leaving the bar stuck; initialising here first makes that render a no-op.
nprogressStore.initialize({ mounted: false, progress: 0, interval: -1, step: 1, stepInterval: 500, timeouts: [] });

/**
 * One thin progress bar for all requests: it starts with the first request in flight and
 * completes when the last one settles. Silent requests (the 10 s poll) never touch it.
 */
let inFlight = 0;

export function beginProgress(): void {
  inFlight += 1;
  if (inFlight === 1) nprogress.start();
}

export function endProgress(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) nprogress.complete();
}
