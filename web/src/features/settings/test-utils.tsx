// Rendering a settings screen in tests: the shared screen harness (test/render-screen.tsx) at /{role}/settings, with
// someone of `role` signed in in the cache.
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import type { UserRole } from '../../lib/paths';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { signedInPerson } from '../../test/render-route';
import { renderScreen } from '../../test/render-screen';

const roleEnums = { user: 'USER', agent: 'AGENT', admin: 'ADMIN' } as const;

interface RenderOptions {
  mocks?: readonly MockLink.MockedResponse[];
  role?: UserRole;
}

export function renderSettingsScreen(
  element: ReactElement,
  { mocks = [], role = 'user' }: RenderOptions = {},
) {
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserDocument, data: { me: signedInPerson(roleEnums[role]) } });
  return renderScreen(element, { mocks, cache, route: `/${role}/settings` });
}
