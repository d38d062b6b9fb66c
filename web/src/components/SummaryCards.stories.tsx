// A row of summary figures: known, loading, with detail lines, narrow columns, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartIcon, CheckIcon, ClockIcon, DollarIcon } from './icons';
import { SummaryCards } from './SummaryCards';

const meta = {
  title: 'Components/SummaryCards',
  component: SummaryCards,
  args: {
    figures: [
      { label: 'Total Transactions', icon: ChartIcon, value: '5,400' },
      { label: 'Completed', icon: CheckIcon, value: '5,210' },
      { label: 'Pending', icon: ClockIcon, value: '12' },
      { label: 'Total Amount', icon: DollarIcon, value: '$123,456.78' },
    ],
  },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: {
    loading: true,
    figures: [
      { label: 'Total Transactions', icon: ChartIcon, value: undefined },
      { label: 'Completed', icon: CheckIcon, value: undefined },
    ],
  },
};

export const WithDetails: Story = {
  args: {
    figures: [
      { label: 'Pending', icon: ClockIcon, value: '3', detail: 'awaiting approval' },
      { label: 'Total Volume', icon: DollarIcon, value: '$98,765.40', detail: '+20% from last month' },
    ],
  },
};

export const NarrowColumns: Story = { args: { minColumnWidth: '9rem' } };

export const Dark: Story = { globals: { theme: 'dark' } };
