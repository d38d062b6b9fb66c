// The resend control: counting down, ready, sending, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResendCodeButton } from './ResendCodeButton';

const meta = {
  title: 'Components/ResendCodeButton',
  component: ResendCodeButton,
  args: { secondsLeft: 5, onResend: () => undefined },
} satisfies Meta<typeof ResendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {};

export const Ready: Story = { args: { secondsLeft: 0 } };

export const Sending: Story = { args: { secondsLeft: 0, sending: true } };

export const Dark: Story = { args: { secondsLeft: 3 }, globals: { theme: 'dark' } };
