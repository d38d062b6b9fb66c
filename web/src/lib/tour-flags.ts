// The guided tour's two flags (SPEC.md §2): tour-completed in localStorage (for good), tour-seen in sessionStorage
// (this tab's session). Storage can be unavailable (private modes, blocked cookies): then the tour simply runs.
import { TOUR_COMPLETED_KEY, TOUR_SEEN_KEY } from '@wallet/common/settings';

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** True when neither flag is set: the tour may start by itself. */
export function tourIsDue(): boolean {
  return safely(
    () =>
      window.localStorage.getItem(TOUR_COMPLETED_KEY) === null &&
      window.sessionStorage.getItem(TOUR_SEEN_KEY) === null,
    true,
  );
}

/** Completing or closing the tour sets both. */
export function markTourDone(): void {
  safely(() => {
    window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    window.sessionStorage.setItem(TOUR_SEEN_KEY, 'true');
  }, undefined);
}

/** Settings' Restart Tour clears both, so the tour starts again after the reload. */
export function clearTourFlags(): void {
  safely(() => {
    window.localStorage.removeItem(TOUR_COMPLETED_KEY);
    window.sessionStorage.removeItem(TOUR_SEEN_KEY);
  }, undefined);
}
