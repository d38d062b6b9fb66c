// One statistic: with a value, loading, without an icon, a long value, with a detail line, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartIcon, DollarIcon, StoreIcon, UsersIcon } from './icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Happy users', value: '12,480', icon: UsersIcon },
  // A StatCard is a dt/dd pair: it needs its <dl>.
  decorators: [
    (Story) => (
      <dl style={{ margin: 0, maxWidth: '20rem' }}>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true, value: undefined } };

export const Empty: Story = { args: { label: 'Transactions', value: '0', icon: ChartIcon } };

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LargeValue: Story = {
  args: { label: 'Total volume', value: '$12,345,678.90', icon: DollarIcon },
};

export const WithDetail: Story = {
  args: { label: 'Total Users', value: '120', detail: '+20% from last month' },
};

export const WithDetailLoading: Story = {
  args: { label: 'Total Users', value: undefined, detail: null, loading: true },
};

export const AllVariants: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <StatCard label="Happy users" value="12,480" icon={UsersIcon} />
      <StatCard label="Trusted agents" value="312" icon={StoreIcon} />
      <StatCard label="Transactions" loading icon={ChartIcon} />
      <StatCard label="Total volume" value="$1,234,567.50" />
    </>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
