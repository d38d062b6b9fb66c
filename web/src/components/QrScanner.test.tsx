// The QR scanner with an uploaded picture (docs/pay-links.md): a picture with no code, a file that is no picture,
// a code the caller refuses, and a code it takes. The decoding itself is tested in lib/qr-decode.test.tsx.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { PICTURE_FAILED_MESSAGE, QrScanner } from './QrScanner';

const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('../lib/qr-decode', () => ({ decodeQrFile: () => Promise.resolve(decoded.text) }));

function renderScanner(onScan: (text: string) => string | null) {
  render(
    <ThemePreferenceProvider persist={false}>
      <QrScanner scanLabel="Scan to pay" onScan={onScan} />
    </ThemePreferenceProvider>,
  );
}

function upload(file: File) {
  fireEvent.change(screen.getByTestId('qr-picture-input'), { target: { files: [file] } });
}

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'code.png', { type: 'image/png' });

describe('QrScanner', () => {
  it('when the uploaded picture has no QR code, then it says so and nothing is scanned', async () => {
    decoded.text = null;
    const onScan = vi.fn(() => null);
    renderScanner(onScan);

    upload(picture());

    expect(await screen.findByRole('alert')).toHaveTextContent(payLinkMessages.notQr);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('when the file is not a picture, then it says so', async () => {
    renderScanner(() => null);

    upload(new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_FAILED_MESSAGE);
  });

  it("when the code is not what the caller wants, then the caller's message shows", async () => {
    decoded.text = 'https://example.com/menu';
    renderScanner(() => payLinkMessages.notPayLink);

    upload(picture());

    expect(await screen.findByRole('alert')).toHaveTextContent(payLinkMessages.notPayLink);
  });

  it('when the code is taken, then the caller has its text and no message shows', async () => {
    decoded.text = 'https://wallet.example/pay/c0a80101-0000-4000-8000-0000000000b2';
    const onScan = vi.fn(() => null);
    renderScanner(onScan);

    upload(picture());

    await waitFor(() => expect(onScan).toHaveBeenCalledWith(decoded.text));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan to pay' })).toBeEnabled();
  });
});
