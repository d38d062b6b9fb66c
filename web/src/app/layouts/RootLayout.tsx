// The route tree's root: what every navigation does whatever the page. A new page starts at the top, Back and
// Forward return to where the person was (React Router's scroll restoration, by history entry), and focus moves
// to the new page's heading so screen readers announce it.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate';

export function RootLayout() {
  useFocusOnNavigate();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The app's routes under the root layout (a data router is what ScrollRestoration needs). */
export function underRootLayout(routes: RouteObject[]): RouteObject[] {
  return [{ element: <RootLayout />, children: routes }];
}
