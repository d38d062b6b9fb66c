// The live password rules: none met, some met, all met, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '' },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SomeMet: Story = { args: { password: 'walletpass' } };

export const AllMet: Story = { args: { password: 'Wallet#2026' } };

export const Dark: Story = { args: { password: 'Wallet2026' }, globals: { theme: 'dark' } };
