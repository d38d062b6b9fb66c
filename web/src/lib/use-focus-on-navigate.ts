// After a navigation to another page, focus goes to the new page's h1 (or its <main>), so a screen reader
// announces where the person arrived and Tab starts from the page, not from a link that is gone. Not on the first
// load (the browser starts at the document), not when only the query or hash changes (filters, pages of a list,
// the skip link), and not when the new page focused something of its own (the sign-in e-mail field).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Focuses the page's h1, or its <main> when it has none yet, without scrolling; false when there is no <main>. */
export function focusPageStart(doc: Document = document): boolean {
  const main = doc.querySelector('main');
  if (!main) return false;
  const active = doc.activeElement;
  // The page chose a field (autoFocus): leave it there.
  if (active instanceof HTMLElement && active !== main && main.contains(active)) return true;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // Focusable by script only: not a Tab stop of its own.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Moves focus to the new page's start whenever the path changes after the first render. */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const shownPathRef = useRef(pathname);
  useEffect(() => {
    if (shownPathRef.current === pathname) return;
    shownPathRef.current = pathname;
    focusPageStart();
  }, [pathname]);
}
