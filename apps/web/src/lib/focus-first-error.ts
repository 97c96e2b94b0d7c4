/** How long after a submit its form's errors may appear: a check on the device, or the server's 422. */
const WATCH_MS = 15_000;

/** When a submit changed no error (the same ones shown again), they are looked for after this. */
const SAME_ERRORS_MS = 300;

/** The first field of `form` marked invalid (Mantine sets aria-invalid on an input with an error). */
const firstInvalid = (form: HTMLFormElement) => form.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * Puts the focus in the first field with an error when a form sent from the keyboard shows its
 * errors (UI.md: every action reachable by keyboard): a keyboard user lands where the fix is,
 * instead of on the submit button with the messages somewhere above. The errors appear after
 * the submit (its check waits for the forms' schemas, a server's 422 for its answer), so each
 * submitted form is watched until one appears, the user types or clicks, or WATCH_MS pass.
 * Focus the user moved elsewhere (out of the form) is left where it is. One listener for every
 * form of the page; returns the cleanup (an effect's).
 */
export function focusFirstErrorOnSubmit(root: Document = document): () => void {
  let stopWatching: (() => void) | null = null;
  // sent from the keyboard (Enter in a field, or on the submit button): a pointer's user sees the
  // messages and clicks where they like, and focusing a searchable select would open its list
  let byKeyboard = false;
  const onKey = () => {
    byKeyboard = true;
  };
  const onPointer = () => {
    byKeyboard = false;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !byKeyboard) return;
    stopWatching?.();
    const focusIt = () => {
      const field = firstInvalid(form);
      if (!field) return false;
      const active = root.activeElement;
      if (active && active !== root.body && !form.contains(active) && !active.closest('[role="dialog"]')?.contains(form)) return true;
      field.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusIt()) stop();
    });
    const timer = setTimeout(() => stop(), WATCH_MS);
    // errors that were already shown and stay as they were change nothing to observe
    const settledCheck = setTimeout(() => {
      if (focusIt()) stop();
    }, SAME_ERRORS_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(settledCheck);
      root.removeEventListener('pointerdown', stop, true);
      root.removeEventListener('input', stop, true);
      if (stopWatching === stop) stopWatching = null;
    };
    stopWatching = stop;
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'], childList: true });
    root.addEventListener('pointerdown', stop, true);
    root.addEventListener('input', stop, true);
  };
  root.addEventListener('keydown', onKey, true);
  root.addEventListener('pointerdown', onPointer, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    stopWatching?.();
    root.removeEventListener('keydown', onKey, true);
    root.removeEventListener('pointerdown', onPointer, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}
