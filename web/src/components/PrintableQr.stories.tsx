// The parts of a printable code (components/PrintableQr.tsx): the code on white whatever the theme, its link as
// text and its downloads; light and dark (the code itself stays dark on light).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from './Button';
import { LinkText, QrActions, QrFrame, useQrDownload } from './PrintableQr';

const LINK = 'https://wallet.example/pay/c0a80101-0000-4000-8000-0000000000b2?amount=12.34';

function PrintableQrExample({ link = LINK }: { link?: string }) {
  const { qrRef, download } = useQrDownload('wallet-example-code');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <p id="example-link-label">Link</p>
      <LinkText aria-labelledby="example-link-label">{link}</LinkText>
      <QrActions>
        <Button variant="primary" size="sm" onClick={() => void download('png')}>
          Download PNG
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void download('svg')}>
          Download SVG
        </Button>
      </QrActions>
      <QrFrame>
        <QRCodeSVG ref={qrRef} value={link} size={200} marginSize={2} role="img" aria-label="Example code" />
        <figcaption>Scan to pay Bob Karim</figcaption>
      </QrFrame>
    </div>
  );
}

const meta = {
  title: 'Components/PrintableQr',
  component: PrintableQrExample,
  subcomponents: { QrFrame, LinkText, QrActions },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrintableQrExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long link wraps anywhere rather than widening the page. */
export const LongLink: Story = {
  args: { link: `${LINK}&note=${'Lunch%20and%20coffee%20'.repeat(6)}` },
};

export const Dark: Story = { globals: { theme: 'dark' } };
