// The "Live updates paused" line of the overview (LiveUpdates): shown while the socket cannot connect, else nothing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LivePausedIndicator } from './LiveUpdates';

const meta = {
  title: 'Money/LivePausedIndicator',
  component: LivePausedIndicator,
  args: { paused: true },
} satisfies Meta<typeof LivePausedIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {};
export const PausedDark: Story = { globals: { theme: 'dark' } };

/** While the socket is connected the indicator renders nothing; the note around it says so. */
export const Live: Story = {
  args: { paused: false },
  render: (args) => (
    <div>
      <p>Live updates are connected: no indicator shows below.</p>
      <LivePausedIndicator {...args} />
    </div>
  ),
};
export const LiveDark: Story = { ...Live, globals: { theme: 'dark' } };
