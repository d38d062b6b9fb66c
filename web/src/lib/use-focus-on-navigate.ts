// After a navigation to another page, focus goes to the new page's h1 (or its <main>), so a screen reader
// announces where the person arrived and Tab starts from the page, not from a link that is gone. Not on the first
// load (the browser starts at the document), not when only the query or hash changes (filters, pages of a list,
// the skip link), and not when the new page focused something of its own (the sign-in e-mail field).
// A page may arrive in steps (a guard's skeleton in its own <main>, then the dashboard frame; a skeleton, then
// the heading): until the person does something, focus follows it, so it is never left on <body>.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long focus follows a page that is still arriving, unless the person acts first. */
export const FOCUS_FOLLOW_MS = 5000;

/** Focuses the page's h1, or its <main> when it has none yet, without scrolling; false when there is no <main>. */
export function focusPageStart(doc: Document = document): boolean {
  const main = doc.querySelector('main');
  if (!main) return false;
  const active = doc.activeElement;
  const heading = main.querySelector<HTMLElement>('h1');
  // The page chose a field (autoFocus), or its heading already has focus: leave it there.
  if (active instanceof HTMLElement && active !== main && main.contains(active)) return true;
  const target = heading ?? main;
  // Focusable by script only: not a Tab stop of its own.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Whether focus is lost (on <body>) or waits on a <main> whose heading has arrived since. */
function focusNeedsMoving(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body) return true;
  return active.tagName === 'MAIN' && active.querySelector('h1') !== null;
}

/** Moves focus to the new page's start whenever the path changes after the first render. */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const shownPathRef = useRef(pathname);
  useEffect(() => {
    if (shownPathRef.current === pathname) return undefined;
    shownPathRef.current = pathname;
    focusPageStart();

    const observer = new MutationObserver(() => {
      if (focusNeedsMoving(document)) focusPageStart();
    });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const timer = window.setTimeout(stop, FOCUS_FOLLOW_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    // Once the person acts, focus is theirs.
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
}
