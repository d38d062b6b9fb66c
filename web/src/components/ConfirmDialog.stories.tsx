// The confirmation before money moves: open with a summary, running, with a limit warning, closed, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { DetailList } from './DetailList';

const summary = (
  <DetailList
    items={[
      { label: 'Receiver', value: 'Bob Karim' },
      { label: 'Amount', value: '$25.00' },
      { label: 'Fee', value: '$0.00' },
      { label: 'Total', value: '$25.00', emphasis: true },
      { label: 'Daily allowance left after this', value: '$9,955.00 · 48 transactions' },
    ]}
  />
);

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Confirm transfer',
    description: 'Transfers are instant and cannot be undone. Please check the details.',
    confirmLabel: 'Confirm and send',
    busyLabel: 'Sending...',
    children: summary,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  // The dialog renders in a portal; the trigger keeps something in the story's own frame.
  render: function ConfirmDialogStory(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open confirmation</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={() => setOpen(false)}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { busy: true } };

export const WithLimitWarning: Story = {
  args: {
    children: (
      <>
        {summary}
        <Alert tone="danger">This would exceed your daily limit of $10,000.00. Remaining today: $20.00</Alert>
      </>
    ),
  },
};

export const Closed: Story = { args: { open: false } };

export const Dark: Story = { globals: { theme: 'dark' } };
