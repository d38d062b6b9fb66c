// Whether a CSS media query matches now, kept current as the window changes: for markup that differs by screen
// size (a table on wide screens, a list of cards on phones), where hiding one of two copies with CSS would leave
// both in the DOM.
import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@wallet/common/constants';

/** Below the mobile breakpoint of SPEC.md §9 (the theme's `media.mobile`). */
export const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * Whether `query` matches, read on the first render (so a phone never paints the desktop markup first) and
 * updated when it changes. Without matchMedia (jsdom) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** Whether the screen is a phone's (narrower than 768 px). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
