// The question before an audited admin action: with details, without, running, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { DetailList } from './DetailList';
import { ReasonConfirmDialog } from './ReasonConfirmDialog';

const meta = {
  title: 'Components/ReasonConfirmDialog',
  component: ReasonConfirmDialog,
  args: {
    title: 'Block wallet?',
    description: 'Alice Rahman will not be able to send, withdraw or cash out until the wallet is unblocked.',
    confirmLabel: 'Block wallet',
    busyLabel: 'Blocking...',
    reasonHint: 'Kept in the audit log; at most 500 characters.',
    children: (
      <DetailList
        items={[
          { label: 'Owner', value: 'Alice Rahman (alice@wallet.local)' },
          { label: 'Balance', value: '$1,234.50' },
        ]}
      />
    ),
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  // The dialog renders in a portal; the trigger keeps something in the story's own frame.
  render: function ReasonConfirmDialogStory(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Ask again</Button>
        {open ? (
          <ReasonConfirmDialog {...args} onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} />
        ) : null}
      </>
    );
  },
} satisfies Meta<typeof ReasonConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutDetails: Story = {
  args: {
    title: 'Approve agent?',
    description: 'Maya Thompson will be able to sign in and serve customers (cash in and cash out).',
    confirmLabel: 'Approve',
    busyLabel: 'Approving...',
    reasonHint: 'Kept in the audit log with your name and the time. At most 500 characters.',
    children: undefined,
  },
};

export const Busy: Story = { args: { busy: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
