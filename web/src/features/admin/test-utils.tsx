// Rendering an admin screen in tests: as a money screen (the app's theme, cache and toasts, Apollo mocks, a router),
// always at a given address, and at a path pattern where the page reads its id (/user/:id).
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { renderMoneyScreen } from '../../test/render-money-screen';

interface RenderOptions {
  mocks?: readonly MockLink.MockedResponse[];
  /** The address to start at. */
  route: string;
  /** The route pattern the screen sits at; by default the route's path. */
  path?: string;
}

export function renderAdminScreen(element: ReactElement, { mocks = [], route, path }: RenderOptions) {
  return renderMoneyScreen(element, { mocks, route, path });
}
