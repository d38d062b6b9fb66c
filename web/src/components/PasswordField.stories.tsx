// The password field: hidden, shown, with an error, disabled, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'Secret#2026' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shown: Story = { args: { initiallyVisible: true } };

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Password must be at least 8 characters' },
};

export const Disabled: Story = { args: { disabled: true } };

export const ConfirmField: Story = { args: { label: 'Confirm Password', name: 'confirmPassword' } };

export const Dark: Story = { globals: { theme: 'dark' } };
