/** Frames to wait for what had the focus to leave the page (a refetched list, a closing dialog). */
const SETTLE_FRAMES = 90;

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Hands the focus to `pick()` once the element that had it has gone (a deleted item, a closed
 * editor): when `gone` has left the page and no dialog holds the focus any more (a confirmation
 * gives it back as it closes, to a button that may be about to go), and only if the focus was
 * lost to the page; focus the user has put somewhere meanwhile stays there. Without it, the next
 * Tab starts again from the top of the page (UI.md: every action reachable by keyboard).
 */
export function focusWhenLost(pick: () => HTMLElement | null | undefined, gone?: Element | null, frames = SETTLE_FRAMES): void {
  const waiting = (gone?.isConnected ?? false) || Boolean(document.activeElement?.closest('[role="dialog"]'));
  if (waiting && frames > 0) {
    requestAnimationFrame(() => focusWhenLost(pick, gone, frames - 1));
    return;
  }
  if (lost()) pick()?.focus();
}
