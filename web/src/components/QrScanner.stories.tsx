// The QR scanner (docs/pay-links.md): ready, reading a picture, a picture with no code, a code that is not a pay
// code, light and dark. The camera itself needs a device, so its state is seen in the browser, not here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { payLinkMessages } from '@wallet/common/pay-links';
import { QrScanner } from './QrScanner';

const meta = {
  title: 'Components/QrScanner',
  component: QrScanner,
  args: { scanLabel: 'Scan to pay', onScan: () => null },
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing scanned yet: the same as Default, named for the state list. */
export const Empty: Story = {};

export const Loading: Story = { args: { initialState: 'reading' } };

export const ErrorState: Story = { args: { initialError: payLinkMessages.notQr } };

export const NotAPayCode: Story = { args: { initialError: payLinkMessages.notPayLink } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkError: Story = { args: { initialError: payLinkMessages.notQr }, globals: { theme: 'dark' } };
