// A feature with its icon, title and description; several in a grid; dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureCard } from './FeatureCard';
import { BankIcon, LockIcon, SendIcon } from './icons';

const meta = {
  title: 'Components/FeatureCard',
  component: FeatureCard,
  args: {
    icon: SendIcon,
    title: 'Send money instantly',
    children: 'Transfers between Wallet users are free and arrive right away.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FeatureCard icon={SendIcon} title="Send money instantly">
        Transfers between Wallet users are free and arrive right away.
      </FeatureCard>
      <FeatureCard icon={BankIcon} title="Withdraw to bank or card">
        $2.50 to your bank, $3.00 to your card, shown before you confirm.
      </FeatureCard>
      <FeatureCard icon={LockIcon} title="Security built in" headingLevel={2}>
        Encrypted connections and optional two-factor sign-in.
      </FeatureCard>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
