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

export const Live: Story = { args: { paused: false } };
export const PausedDark: Story = { globals: { theme: 'dark' } };
