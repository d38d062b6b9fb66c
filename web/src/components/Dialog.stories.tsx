// A modal dialog: open with text and actions, wide, opened from a button, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Transaction details',
    description: 'Everything about this movement.',
    children: <p>Sent $25.00 to Bob Karim on Nov 21, 2026, 10:04 PM.</p>,
  },
  // The dialog renders in a portal; the trigger keeps something in the story's own frame.
  render: function DialogStory(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const Wide: Story = { args: { width: 'lg' } };

export const Closed: Story = { args: { open: false } };

export const Dark: Story = { globals: { theme: 'dark' } };
