// A moment: minutes, with seconds, in a column too narrow for one line (the time goes under the day), a value that
// is not a date (shown as it came), and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTimeText } from './DateTimeText';

const meta = {
  title: 'Components/DateTimeText',
  component: DateTimeText,
  args: { iso: '2026-11-21T22:04:59.000Z' },
} satisfies Meta<typeof DateTimeText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSeconds: Story = { args: { withSeconds: true } };

export const InANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '7rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const NotADate: Story = { args: { iso: 'soon' } };

export const Dark: Story = { globals: { theme: 'dark' } };
