// The user's own controls where money leaves (docs/freeze-and-limits.md): the overview's one-tap freeze and its frozen
// banner, My Wallet's limits card (in force, own or the platform's, spent, a raise waiting) and its frozen alert, and
// Withdraw saying "frozen" before the person tries.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletControlMessages } from '@wallet/common/wallet';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleWallet, sampleWalletControls } from '../../money/fixtures';
import { FROZEN_TEXT, FROZEN_TITLE, UNFREEZE_IN_SETTINGS } from '../../money/FrozenWalletAlert';
import { FreezeMyWalletMutation, MyWalletControlsQuery } from '../../money/wallet-controls';
import { renderMoneyScreen } from '../../test/render-money-screen';
import { signedInPerson } from '../../test/render-route';
import { MyWalletPage, MyWalletPageQuery } from './MyWalletPage';
import { FREEZE_WALLET_LABEL } from './QuickActions';
import {
  RECENT_TRANSACTIONS_COUNT,
  RecentTransactionsQuery,
  UserOverview,
  UserOverviewWalletQuery,
} from './UserOverview';
import { CHANGE_LIMITS_LABEL, WALLET_LIMITS_TITLE } from './WalletLimitsCard';

const WALLET_ID = sampleWallet().id;

function controlsAnswer(overrides: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: MyWalletControlsQuery },
    result: {
      data: { myWallet: { __typename: 'Wallet', id: WALLET_ID, controls: sampleWalletControls(overrides) } },
    },
    delay: 5,
  };
}

const overviewMocks: MockLink.MockedResponse[] = [
  { request: { query: UserOverviewWalletQuery }, result: { data: { myWallet: sampleWallet() } }, delay: 5 },
  {
    request: { query: RecentTransactionsQuery, variables: { limit: RECENT_TRANSACTIONS_COUNT } },
    result: {
      data: { myTransactions: { __typename: 'TransactionPage', items: [] }, myWallet: sampleWallet() },
    },
    delay: 5,
  },
];

function signedInCache() {
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserDocument, data: { me: signedInPerson('USER') } });
  return cache;
}

function frozenAnswer(): MockLink.MockedResponse {
  return {
    request: { query: FreezeMyWalletMutation },
    result: {
      data: {
        freezeMyWallet: {
          __typename: 'WalletControlsPayload',
          message: walletControlMessages.frozen,
          wallet: {
            __typename: 'Wallet',
            id: WALLET_ID,
            isBlocked: false,
            controls: { __typename: 'WalletControls', isFrozen: true, frozenAt: '2026-11-27T05:40:00.000Z' },
          },
        },
      },
    },
    delay: 5,
  };
}

describe('the overview', () => {
  it('when the wallet is not frozen, then one tap on Freeze wallet freezes it, a toast says so and the banner shows', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      cache: signedInCache(),
      route: '/user/overview',
      mocks: [...overviewMocks, controlsAnswer(), frozenAnswer()],
    });
    expect(screen.queryByText(FROZEN_TITLE)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: FREEZE_WALLET_LABEL }));
    expect(await screen.findByText(walletControlMessages.frozen)).toBeInTheDocument();
    const banner = (await screen.findByText(FROZEN_TITLE)).closest('[role="alert"]');
    expect(banner).not.toBeNull();
    expect(within(banner as HTMLElement).getByText(FROZEN_TEXT)).toBeInTheDocument();
    expect(within(banner as HTMLElement).getByRole('link', { name: UNFREEZE_IN_SETTINGS })).toHaveAttribute(
      'href',
      '/user/settings',
    );
    expect(screen.queryByRole('button', { name: FREEZE_WALLET_LABEL })).not.toBeInTheDocument();
  });

  it('when the freeze is refused, then the toast says why and no banner shows', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      cache: signedInCache(),
      route: '/user/overview',
      mocks: [
        ...overviewMocks,
        controlsAnswer(),
        {
          request: { query: FreezeMyWalletMutation },
          result: graphQLErrorResult('Only users can freeze', 'FORBIDDEN'),
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: FREEZE_WALLET_LABEL }));
    expect(await screen.findByText('Only users can freeze')).toBeInTheDocument();
    expect(screen.queryByText(FROZEN_TITLE)).not.toBeInTheDocument();
  });

  it('when the wallet is frozen, then the banner shows and Freeze wallet is not offered', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      cache: signedInCache(),
      route: '/user/overview',
      mocks: [...overviewMocks, controlsAnswer({ isFrozen: true, frozenAt: '2026-11-27T05:40:00.000Z' })],
    });
    expect(await screen.findByText(FROZEN_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FREEZE_WALLET_LABEL })).not.toBeInTheDocument();
  });

  it('when the controls cannot be read, then neither the banner nor Freeze wallet shows', async () => {
    renderMoneyScreen(<UserOverview name="Alice Rahman" />, {
      cache: signedInCache(),
      route: '/user/overview',
      mocks: [
        ...overviewMocks,
        {
          request: { query: MyWalletControlsQuery },
          result: graphQLErrorResult('Boom', 'INTERNAL_SERVER_ERROR'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.queryByText(FROZEN_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FREEZE_WALLET_LABEL })).not.toBeInTheDocument();
  });
});

describe('My Wallet', () => {
  function renderWallet(controls: MockLink.MockedResponse, limits = {}) {
    return renderMoneyScreen(<MyWalletPage />, {
      cache: signedInCache(),
      route: '/user/wallet',
      mocks: [
        {
          request: { query: MyWalletPageQuery },
          result: { data: { myWallet: sampleWallet({ limits: { ...sampleWallet().limits, ...limits } }) } },
          delay: 5,
        },
        controls,
      ],
    });
  }

  function limitsCard() {
    return screen.getByRole('heading', { name: WALLET_LIMITS_TITLE }).closest('section') ?? document.body;
  }

  it('when Alice has her own daily limit and a raise waiting, then the card shows it as hers, what she spent, and when the raise applies', async () => {
    renderWallet(
      controlsAnswer({
        personalDailyAmount: '50.00',
        pendingDailyAmount: '100.00',
        pendingDailyAt: '2026-11-28T01:30:00.000Z',
      }),
      { dailyAmount: '50.00', dailyRemainingAmount: '30.00' },
    );
    expect(await screen.findByText('$50.00 (your own)')).toBeInTheDocument();
    const card = limitsCard();
    expect(within(card).getByText("$50,000.00 (the platform's)")).toBeInTheDocument();
    expect(within(card).getByText('$20.00')).toBeInTheDocument();
    expect(within(card).getByText('$145.75')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Your daily limit becomes \$100\.00 on Nov 2[78], 2026/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: CHANGE_LIMITS_LABEL })).toHaveAttribute(
      'href',
      '/user/settings',
    );
    expect(screen.queryByText(FROZEN_TITLE)).not.toBeInTheDocument();
  });

  it('when the wallet is frozen, then My Wallet says so first', async () => {
    renderWallet(controlsAnswer({ isFrozen: true, frozenAt: '2026-11-27T05:40:00.000Z' }));
    expect(await screen.findByText(FROZEN_TITLE)).toBeInTheDocument();
    expect(screen.getByText(FROZEN_TEXT)).toBeInTheDocument();
  });

  it('when the controls cannot be read, then the limits in force still show, without whose they are', async () => {
    renderWallet({
      request: { query: MyWalletControlsQuery },
      result: graphQLErrorResult('Boom', 'INTERNAL_SERVER_ERROR'),
    });
    await screen.findByRole('heading', { name: WALLET_LIMITS_TITLE });
    const card = limitsCard();
    expect(await within(card).findByText('$10,000.00')).toBeInTheDocument();
    expect(within(card).queryByText(/your own|the platform's/)).not.toBeInTheDocument();
  });
});
