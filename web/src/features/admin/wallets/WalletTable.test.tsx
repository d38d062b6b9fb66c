// All Wallets' table on a phone: one card a wallet with its owner, balance, status and Block or Unblock, and the
// sort buttons the table's headers hold on a desktop above the cards.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { mockMatchMedia } from '../../../test/match-media';
import { sampleAdminWallet, sampleAdminWallets } from './fixtures';
import { WalletTable, WalletTable_WalletFragment } from './WalletTable';

/** 60 and 80 characters. */
const LONG_NAME = `Wolfeschlegelsteinhausenbergerdorff ${'Featherstonehaugh'.padEnd(24, 'x')}`;
const LONG_EMAIL = `${'a'.repeat(60)}@long-domain.example`;

function renderWallets(wallets = sampleAdminWallets()) {
  const onSort = vi.fn();
  const onToggleBlocked = vi.fn();
  const { unmount } = render(
    <ThemePreferenceProvider persist={false}>
      <WalletTable
        wallets={wallets.map((wallet) => makeFragmentData(wallet, WalletTable_WalletFragment))}
        sortBy="CREATED_AT"
        sortOrder="DESC"
        onSort={onSort}
        onToggleBlocked={onToggleBlocked}
      />
    </ThemePreferenceProvider>,
  );
  return { onSort, onToggleBlocked, unmount };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('when All Wallets is on a phone, then each wallet is a card with its owner, balance, status and action', async () => {
  mockMatchMedia({ phone: true });
  const { onToggleBlocked } = renderWallets();

  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Wallet Details' })).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  const [alice, maya] = cards as [HTMLElement, HTMLElement];
  expect(alice).toHaveTextContent('Alice Rahman');
  expect(alice).toHaveTextContent('alice@wallet.local');
  expect(alice).toHaveTextContent('$1,234.50');
  expect(within(alice).getByText('Active')).toBeInTheDocument();
  expect(within(maya).getByRole('button', { name: 'Unblock wallet of Maya Thompson' })).toBeInTheDocument();

  await userEvent.click(within(alice).getByRole('button', { name: 'Block wallet of Alice Rahman' }));
  expect(onToggleBlocked).toHaveBeenCalledWith(expect.objectContaining({ id: sampleAdminWallets()[0]?.id }));
});

it('when All Wallets is on a phone, then the sort buttons sit above the cards and still sort', async () => {
  mockMatchMedia({ phone: true });
  const { onSort } = renderWallets();

  const sorting = screen.getByRole('list', { name: 'Sort Wallet Details' });
  expect(sorting).toHaveTextContent('Created (sorted descending)');
  await userEvent.click(within(sorting).getByRole('button', { name: /^Balance/ }));
  expect(onSort).toHaveBeenCalledWith('BALANCE');
});

it('when the owner has a 60-character name and an 80-character e-mail, then both show whole beside Block, on a phone and a desktop', async () => {
  expect(LONG_NAME).toHaveLength(60);
  expect(LONG_EMAIL).toHaveLength(80);
  const wallets = [
    sampleAdminWallet('1009', {
      id: 'c0a80101-0000-4000-8000-000000001009',
      name: LONG_NAME,
      email: LONG_EMAIL,
      role: 'USER',
      isClosed: false,
    }),
  ];
  for (const phone of [true, false]) {
    mockMatchMedia({ phone });
    const { onToggleBlocked, unmount } = renderWallets(wallets);
    expect(screen.getByText(LONG_NAME)).toBeInTheDocument();
    expect(screen.getByText(LONG_EMAIL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Block wallet of ${LONG_NAME}` }));
    expect(onToggleBlocked).toHaveBeenCalledTimes(1);
    unmount();
  }
});
