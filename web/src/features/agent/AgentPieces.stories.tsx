// The pieces of Cash In and Cash Out: the float card (ready, blocked, loading, failing), the how-to-use card, the
// confirmation's details (a found user, a typed id with a code), the commission earned, and a cash in's details as
// My History shows them to the agent (with the commission); light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentFloatCard } from './AgentFloatCard';
import { cashInSteps } from './cash-in/CashInPage';
import { CommissionEarned } from './CommissionEarned';
import { TransactionDetails } from '../../money/TransactionDetailsDialog';
import { sampleAgentHistory, sampleCustomerId, sampleCustomerMatch } from './fixtures';
import { HowToUseCard } from './HowToUseCard';
import { PendingOperationDetails } from './PendingOperationDetails';

const float = { balance: '9920.60', isBlocked: false };
const note = 'Cash in is paid from this balance.';

const meta: Meta = {
  title: 'Agent/Pieces',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', display: 'grid', gap: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

export const Float: Story = { render: () => <AgentFloatCard wallet={float} note={note} /> };

export const FloatBlocked: Story = {
  render: () => <AgentFloatCard wallet={{ ...float, isBlocked: true }} note={note} />,
};

export const FloatLoading: Story = { render: () => <AgentFloatCard loading note={note} /> };

export const FloatError: Story = {
  render: () => <AgentFloatCard failed onRetry={() => undefined} note={note} />,
};

export const FloatDark: Story = { ...Float, globals: { theme: 'dark' } };

export const HowToUse: Story = { render: () => <HowToUseCard steps={cashInSteps} /> };

export const ConfirmFoundUser: Story = {
  render: () => (
    <PendingOperationDetails
      pending={{ userId: sampleCustomerId, user: sampleCustomerMatch, amountCents: 10_000 }}
      floatAfterCents={982_060}
    />
  ),
};

export const ConfirmTypedIdWithCode: Story = {
  render: () => (
    <PendingOperationDetails
      pending={{ userId: sampleCustomerId, user: null, amountCents: 5_000, code: '482913' }}
      floatAfterCents={997_060}
    />
  ),
};

export const Commission: Story = {
  render: () => <CommissionEarned operation="cash in" name="Alice Rahman" commission="0.50" />,
};

export const CommissionDark: Story = { ...Commission, globals: { theme: 'dark' } };

export const CashInDetails: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', display: 'grid', gap: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  render: function CashInDetailsStory() {
    const [cashIn] = sampleAgentHistory();
    return cashIn ? <TransactionDetails transaction={cashIn} /> : <p>No sample</p>;
  },
};
