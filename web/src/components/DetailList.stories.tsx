// Label and value rows: a transfer summary with its total emphasised, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from './DetailList';

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  args: {
    items: [
      { label: 'Receiver', value: 'Bob Karim' },
      { label: 'Amount', value: '$25.00' },
      { label: 'Fee', value: '$0.00' },
      { label: 'Total', value: '$25.00', emphasis: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongValues: Story = {
  args: {
    items: [
      { label: 'Receiver ID', value: 'c0a80101-0000-4000-8000-0000000000b2' },
      { label: 'Daily allowance left after this', value: '$9,955.00 · 48 transactions' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
