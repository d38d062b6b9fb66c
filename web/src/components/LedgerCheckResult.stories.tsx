// A ledger check's result: sound (by an admin, by the schedule) and breached, with the journals each breach names;
// light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LedgerCheckResult } from './LedgerCheckResult';

// No loading, empty or error stories: LedgerCheckResult only shows a check that ran. While the page loads, when no
// check has run yet and when the ledger cannot be loaded, the Ledger page shows its own StateMessage or RetryAlert
// in its place (the Admin/Ledger stories Loading, Empty and ErrorState).
const meta = {
  title: 'Components/LedgerCheckResult',
  component: LedgerCheckResult,
  args: {
    ok: true,
    startedAt: '2026-11-26T21:04:05.000Z',
    durationMs: 42,
    breaches: [],
    requestedByName: 'Ada Admin',
  },
} satisfies Meta<typeof LedgerCheckResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BySchedule: Story = { args: { requestedByName: null } };

export const Breach: Story = {
  args: {
    ok: false,
    breaches: [
      {
        description:
          '1 journal(s) whose postings do not sum to zero: 9b2c7f1e-0d7a-4a51-9a57-2f8d3a6c1b44 (-300)',
        journalIds: ['9b2c7f1e-0d7a-4a51-9a57-2f8d3a6c1b44'],
      },
      {
        description:
          '1 wallet(s) whose balance is not the sum of their postings: 3f0e… (balance 7001, postings 7000)',
        journalIds: [],
      },
    ],
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <LedgerCheckResult {...args} />
      <LedgerCheckResult {...args} requestedByName={null} />
      <LedgerCheckResult {...args} {...Breach.args} ok={false} />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const BreachDark: Story = { ...Breach, globals: { theme: 'dark' } };
