import { useEffect, useRef } from 'react';
import { INLINE_SAVE_DELAY_MS } from '@jobflow/contract';

/**
 * Saves a field about 1 s after it loses focus, only when its value changed (spec 1
 * section 2.9). Focusing it again within the delay waits for the next blur; a pending save
 * is sent at once when the component goes away.
 */
export function useDelayedSave(save: (value: string) => unknown) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const baseline = useRef<string | null>(null);
  const current = useRef<string | null>(null);
  const timer = useRef<number | null>(null);

  const api = useRef({
    /** The value as first shown: later values are compared with it. */
    ready(value: string) {
      baseline.current = value;
      current.current = value;
    },
    change(value: string) {
      current.current = value;
    },
    focus() {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
    },
    blur() {
      api.current.focus();
      timer.current = window.setTimeout(api.current.flush, INLINE_SAVE_DELAY_MS);
    },
    flush() {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      const value = current.current;
      if (value === null || value === baseline.current) return;
      baseline.current = value;
      saveRef.current(value);
    },
  });

  useEffect(() => {
    const { current: handlers } = api;
    return () => {
      if (timer.current !== null) handlers.flush();
    };
  }, []);

  return api.current;
}
