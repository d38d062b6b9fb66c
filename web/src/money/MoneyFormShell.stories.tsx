// The shell of the forms that move money out: ready, sending (busy), for a blocked wallet (the refusal), waiting for
// the confirmation with its details, with no fields of its own; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { DetailList } from '../components/DetailList';
import { FormAmountField } from '../components/form/FormAmountField';
import { MoneyFormShell } from './MoneyFormShell';
import type { MoneyFormShellProps } from './MoneyFormShell';

interface StoryValues {
  amount?: string;
}

interface StoryDetails {
  amount: string;
}

const idle = {
  pending: null,
  sending: false,
  dialog: { open: false, busy: false, onConfirm: () => undefined, onCancel: () => undefined },
};

const confirming = {
  pending: { amount: '$25.00' },
  sending: false,
  dialog: { open: true, busy: false, onConfirm: () => undefined, onCancel: () => undefined },
};

const sending = {
  ...confirming,
  sending: true,
  dialog: { ...confirming.dialog, busy: true },
};

const amountField = (): ReactNode => (
  <FormAmountField name="amount" label="Amount (USD)" hint="Available: $120.00" quickAmounts={[10, 50]} />
);

const meta = {
  title: 'Money/MoneyFormShell',
  component: MoneyFormShell,
  args: {
    label: 'Send money',
    onSubmit: () => Promise.resolve(undefined),
    isBlocked: false,
    confirmation: idle,
    submitLabel: 'Send Money',
    busyLabel: 'Sending...',
    confirm: {
      title: 'Confirm transfer',
      description: 'Transfers are instant and cannot be undone. Please check the details.',
      confirmLabel: 'Confirm and send',
    },
    children: amountField,
    details: (pending: StoryDetails) => (
      <DetailList items={[{ label: 'Amount', value: pending.amount, emphasis: true }]} />
    ),
  } satisfies MoneyFormShellProps<StoryValues, StoryDetails>,
} satisfies Meta<typeof MoneyFormShell<StoryValues, StoryDetails>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Confirming: Story = { args: { confirmation: confirming } };

export const Sending: Story = { args: { confirmation: sending } };

export const Blocked: Story = { args: { isBlocked: true } };

export const NoFields: Story = { args: { children: () => null } };

export const ReadyDark: Story = { globals: { theme: 'dark' } };

export const SendingDark: Story = { ...Sending, globals: { theme: 'dark' } };

export const BlockedDark: Story = { ...Blocked, globals: { theme: 'dark' } };
