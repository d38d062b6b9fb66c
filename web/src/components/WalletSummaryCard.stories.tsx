// The own wallet card beside a money form: active, blocked, empty balance, loading, failed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletSummaryCard } from './WalletSummaryCard';

const wallet = {
  balance: '1234.50',
  isBlocked: false,
  limits: {
    dailyRemainingAmount: '9980.00',
    dailyRemainingCount: 49,
    monthlyRemainingAmount: '49854.25',
    monthlyRemainingCount: 496,
  },
};

const meta = {
  title: 'Components/WalletSummaryCard',
  component: WalletSummaryCard,
  args: { wallet },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Blocked: Story = { args: { wallet: { ...wallet, isBlocked: true } } };

export const Empty: Story = {
  args: {
    wallet: {
      balance: '0.00',
      isBlocked: false,
      limits: { ...wallet.limits, dailyRemainingAmount: '0.00', dailyRemainingCount: 0 },
    },
  },
};

export const Loading: Story = { args: { wallet: undefined, loading: true } };

export const ErrorState: Story = { args: { wallet: undefined, error: true, onRetry: () => undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
