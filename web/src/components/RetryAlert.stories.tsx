// A failure to load with Try Again: with the server's reason, with a retry that fails too, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'Components/RetryAlert',
  component: RetryAlert,
  args: {
    title: 'Error loading transactions',
    children: 'Please check your connection and try again.',
    onRetry: (): unknown => undefined,
  },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pressing Try Again here fails again: nothing is thrown, the page's own error state stays. */
export const FailingRetry: Story = {
  args: { onRetry: () => Promise.reject(new Error('The wallet api is unavailable')) },
};

export const Dark: Story = { globals: { theme: 'dark' } };
