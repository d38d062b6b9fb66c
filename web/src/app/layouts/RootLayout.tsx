// The route tree's root: what every navigation does whatever the page. A new page starts at the top, Back and
// Forward return to where the person was (React Router's scroll restoration, by history entry), and focus moves
// to the new page's heading so screen readers announce it.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { Location, RouteObject } from 'react-router-dom';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate';

/**
 * Where a position is remembered: by history entry, except a tab's first entry, which React Router keys
 * "default" in every document: a deep link opened in the same tab would otherwise get the position of the page
 * the tab showed before. That entry is remembered by its path (a reload returns to where it was).
 */
export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return location.key === 'default' ? location.pathname : location.key;
}

export function RootLayout() {
  useFocusOnNavigate();
  return (
    <>
      <ScrollRestoration getKey={scrollRestorationKey} />
      <Outlet />
    </>
  );
}

/** The app's routes under the root layout (a data router is what ScrollRestoration needs). */
export function underRootLayout(routes: RouteObject[]): RouteObject[] {
  return [{ element: <RootLayout />, children: routes }];
}
