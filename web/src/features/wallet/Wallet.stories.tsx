// The user's wallet pieces (overview and My Wallet): balance card, balance panel with Add Money, spending,
// details, the latest movements and the not-found/failure screens; each in its states, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../test/apollo-mocks';
import { BalanceCard } from './BalanceCard';
import { BalancePanel } from './BalancePanel';
import {
  sampleHistory,
  sampleWallet,
  sampleWalletControls,
  transactionRef,
  walletRef,
} from '../../money/fixtures';
import { FrozenWalletAlert } from '../../money/FrozenWalletAlert';
import { QuickActions } from './QuickActions';
import { RecentTransactions } from './RecentTransactions';
import { SpendingPanel } from './SpendingPanel';
import { WalletDetails } from './WalletDetails';
import { WalletLimitsCard } from './WalletLimitsCard';
import { WalletUnavailable } from './WalletUnavailable';

const wallet = walletRef(sampleWallet());
const blockedWallet = walletRef(sampleWallet({ isBlocked: true }));
const recent = sampleHistory().slice(0, 5).map(transactionRef);

const meta: Meta = {
  title: 'Wallet/User wallet',
  decorators: [
    withApolloMocks([]),
    (Story) => (
      <div style={{ maxWidth: '56rem', display: 'grid', gap: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

export const Balance: Story = { render: () => <BalanceCard wallet={wallet} /> };

export const BalanceBlocked: Story = { render: () => <BalanceCard wallet={blockedWallet} /> };

export const BalanceDark: Story = { ...Balance, globals: { theme: 'dark' } };

export const AddMoneyClosed: Story = { render: () => <BalancePanel wallet={wallet} /> };

export const AddMoneyOpen: Story = { render: () => <BalancePanel wallet={wallet} defaultAddMoneyOpen /> };

export const AddMoneyOpenDark: Story = { ...AddMoneyOpen, globals: { theme: 'dark' } };

export const WalletBlocked: Story = { render: () => <BalancePanel wallet={blockedWallet} /> };

export const Spending: Story = { render: () => <SpendingPanel wallet={wallet} /> };

export const SpendingNothingYet: Story = {
  render: () => (
    <SpendingPanel
      wallet={walletRef(
        sampleWallet({
          dailySpentAmount: '0.00',
          dailyTransactionCount: 0,
          monthlySpentAmount: '0.00',
          monthlyTransactionCount: 0,
        }),
      )}
    />
  ),
};

export const SpendingDark: Story = { ...Spending, globals: { theme: 'dark' } };

export const Details: Story = { render: () => <WalletDetails wallet={wallet} /> };

export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

export const Actions: Story = { render: () => <QuickActions /> };

export const RecentMovements: Story = { render: () => <RecentTransactions transactions={recent} /> };

export const RecentMovementsLoading: Story = { render: () => <RecentTransactions loading /> };

export const RecentMovementsEmpty: Story = { render: () => <RecentTransactions transactions={[]} /> };

export const RecentMovementsError: Story = {
  render: () => <RecentTransactions errorMessage="The wallet api is unavailable right now." />,
};

export const RecentMovementsDark: Story = { ...RecentMovements, globals: { theme: 'dark' } };

export const WalletNotFound: Story = {
  render: () => <WalletUnavailable kind="not-found" showHome onRetry={() => undefined} />,
};

export const WalletFailed: Story = {
  render: () => <WalletUnavailable kind="failed" onRetry={() => undefined} />,
};

export const WalletFailedDark: Story = { ...WalletFailed, globals: { theme: 'dark' } };

// The user's own controls (docs/freeze-and-limits.md): the limits card, the one-tap freeze and the frozen alert.
const limitFigures = {
  dailyAmount: '50.00',
  monthlyAmount: '50000.00',
  dailySpentAmount: '20.00',
  monthlySpentAmount: '145.75',
};

export const ActionsWithFreeze: Story = { render: () => <QuickActions frozen={false} /> };

export const ActionsWithFreezeDark: Story = { ...ActionsWithFreeze, globals: { theme: 'dark' } };

export const Frozen: Story = { render: () => <FrozenWalletAlert /> };

export const FrozenDark: Story = { ...Frozen, globals: { theme: 'dark' } };

/** The platform's limits, nothing of one's own. */
export const LimitsPlatform: Story = {
  render: () => (
    <WalletLimitsCard
      figures={{
        ...limitFigures,
        dailyAmount: '10000.00',
        dailySpentAmount: '0.00',
        monthlySpentAmount: '0.00',
      }}
      controls={sampleWalletControls()}
    />
  ),
};

export const LimitsOwnWithRaiseWaiting: Story = {
  render: () => (
    <WalletLimitsCard
      figures={limitFigures}
      controls={sampleWalletControls({
        personalDailyAmount: '50.00',
        pendingDailyAmount: '100.00',
        pendingDailyAt: '2026-11-28T01:30:00.000Z',
      })}
    />
  ),
};

export const LimitsLoading: Story = { render: () => <WalletLimitsCard figures={limitFigures} loading /> };

/** The controls could not be read: the limits in force, without whose they are. */
export const LimitsControlsFailed: Story = { render: () => <WalletLimitsCard figures={limitFigures} /> };

export const LimitsOwnWithRaiseWaitingDark: Story = {
  ...LimitsOwnWithRaiseWaiting,
  globals: { theme: 'dark' },
};

export const LimitsLoadingDark: Story = { ...LimitsLoading, globals: { theme: 'dark' } };
