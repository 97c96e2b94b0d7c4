import { useEffect, useRef, type ReactNode } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * A modal's form that arrives after its loading skeleton: the focus goes to its first field
 * (its `data-autofocus` one, else the first field), as when a modal opens on its form (UI.md).
 * Mantine's focus trap chose its target when the modal opened, over the skeleton, and left the
 * focus on the close button. A focus already inside the form is left where it is.
 */
export function FocusOnArrival({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || root.contains(document.activeElement)) return;
    // only within the modal the form sits in: the page behind keeps its focus
    const dialog = root.closest('[role="dialog"]');
    if (dialog && document.activeElement && document.activeElement !== document.body && !dialog.contains(document.activeElement)) return;
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FIELDS))?.focus();
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
