// Rendering a settings screen in tests: the shared screen harness (test/render-screen.tsx) at /{role}/settings, with
// someone of `role` signed in in the cache.
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import type { UserRole } from '../../lib/paths';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { signedInPerson } from '../../test/render-route';
import { renderScreen } from '../../test/render-screen';
import { FreezeWalletQuery } from './FreezeWalletCard';
import { sampleControls } from './fixtures';
import { PersonalLimitsQuery } from './PersonalLimitsCard';

/** The Freeze my wallet card's answer: a wallet neither frozen nor blocked (or frozen). */
export function freezeWalletAnswer(isFrozen = false): MockLink.MockedResponse {
  return {
    request: { query: FreezeWalletQuery },
    result: {
      data: {
        myWallet: {
          __typename: 'Wallet',
          id: 'c0a80101-0000-4000-8000-0000000000b1',
          isBlocked: false,
          controls: {
            __typename: 'WalletControls',
            isFrozen,
            frozenAt: isFrozen ? '2026-11-26T21:40:00.000Z' : null,
          },
        },
      },
    },
    delay: 5,
  };
}

/** The Personal limits card's answer. */
export function personalLimitsAnswer(overrides: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: PersonalLimitsQuery },
    result: {
      data: {
        myWallet: {
          __typename: 'Wallet',
          id: 'c0a80101-0000-4000-8000-0000000000b1',
          controls: sampleControls(overrides),
        },
      },
    },
    delay: 5,
  };
}

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
  // A user's Settings also shows the Freeze my wallet and Personal limits cards, which ask for the wallet.
  const walletMocks = role === 'user' ? [freezeWalletAnswer(), personalLimitsAnswer()] : [];
  return renderScreen(element, { mocks: [...walletMocks, ...mocks], cache, route: `/${role}/settings` });
}
