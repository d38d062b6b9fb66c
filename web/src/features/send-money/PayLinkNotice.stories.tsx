// What a pay link brought to Send Money (docs/pay-links.md): each state, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { payLinkMessages } from '@wallet/common/pay-links';
import { PayLinkNotice } from './PayLinkNotice';

const meta = {
  title: 'Features/SendMoney/PayLinkNotice',
  component: PayLinkNotice,
  parameters: { layout: 'padded' },
  args: { receiverName: 'Bob Karim', note: 'Lunch', problems: [] },
} satisfies Meta<typeof PayLinkNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A link with the receiver only: no note, nothing left out. */
export const Empty: Story = { args: { note: undefined } };

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = { args: { error: payLinkMessages.handleUnknown } };

export const PartLeftOut: Story = {
  args: { problems: [payLinkMessages.amountDecimals, payLinkMessages.noteTooLong] },
};

/** A script in the note is text, shown as typed. */
export const ScriptInNote: Story = { args: { note: '<script>alert(1)</script>' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkError: Story = { args: { error: payLinkMessages.ownLink }, globals: { theme: 'dark' } };
