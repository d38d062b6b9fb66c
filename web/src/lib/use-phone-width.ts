// Whether the screen is phone-wide (under MOBILE_BREAKPOINT_PX, the theme's `media.mobile`), following changes:
// for what CSS alone cannot place (the toasts' corner, the tour popover's spacing).
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@wallet/common/constants';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth);
}
