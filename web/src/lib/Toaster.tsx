// The one toast container: 4 s each (SPEC.md §9), newest first, coloured by the current theme. At most 3 show
// (notify keeps that limit, so a new toast never waits). Where they cover no control: on a phone (under 768 px)
// at the bottom, clear of the top bar and the page's heading; on wider screens at the top right, under the top
// bar (its theme and Logout buttons stay free). Nothing of react-toastify loads until the first toast
// (lib/toast-host.ts): most visits show none, and start-up is the slow part of a phone's visit.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useThemePreference } from './ThemePreferenceProvider';
import { subscribeToToastHost, toastHostWanted } from './toast-host';
import { useIsPhone } from './use-media-query';

const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }));

export function Toaster() {
  const { resolvedTheme } = useThemePreference();
  const phone = useIsPhone();
  const wanted = useSyncExternalStore(subscribeToToastHost, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost position={phone ? 'bottom-center' : 'top-right'} theme={resolvedTheme} />
    </Suspense>
  );
}
