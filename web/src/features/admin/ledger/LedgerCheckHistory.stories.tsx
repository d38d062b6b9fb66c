// The Ledger page's check history: runs by an admin and by the schedule, sound and breached, as a table and as a
// phone's cards; loading (skeletons), none yet and failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BREACHED_CHECK, HISTORY, SOUND_CHECK } from './fixtures';
import { LedgerCheckHistory } from './LedgerCheckHistory';

/** The schedule's run two hours before: a journal that does not sum to zero and a wallet off its postings. */
const TWO_BREACHES = {
  ...BREACHED_CHECK,
  id: 'c1a3e2d0-0000-4000-8000-000000000003',
  startedAt: '2026-11-26T19:04:05.000Z',
  breaches: [
    ...BREACHED_CHECK.breaches,
    {
      __typename: 'LedgerBreach' as const,
      description: '1 wallet(s) whose balance is not the sum of their postings: 3f0e… (7001, 7000)',
      journalIds: [],
    },
  ],
};

const OLDER_SOUND = {
  ...SOUND_CHECK,
  id: 'c1a3e2d0-0000-4000-8000-000000000004',
  startedAt: '2026-11-26T18:04:05.000Z',
};

const meta = {
  title: 'Admin/Ledger/CheckHistory',
  component: LedgerCheckHistory,
  args: {
    checks: [...HISTORY, TWO_BREACHES, OLDER_SOUND],
    onRetry: fn(),
    layout: 'table',
  },
} satisfies Meta<typeof LedgerCheckHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: an admin's sound run, the schedule's breaches, another sound run. */
export const Default: Story = {};

/** Below 768 px each run is a card. */
export const Phone: Story = { args: { layout: 'cards' } };

export const Paged: Story = { args: { pages: { currentPage: 1, totalPages: 4, onPageChange: fn() } } };

export const Loading: Story = { args: { checks: undefined } };

export const Empty: Story = { args: { checks: [] } };

export const ErrorState: Story = {
  args: { checks: undefined, errorMessage: 'Please check your connection and try again.' },
};

export const DefaultDark: Story = { globals: { theme: 'dark' } };

export const PhoneDark: Story = { ...Phone, globals: { theme: 'dark' } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const ErrorDark: Story = { ...ErrorState, globals: { theme: 'dark' } };
