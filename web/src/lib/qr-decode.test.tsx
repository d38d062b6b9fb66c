// Decoding pay codes (docs/pay-links.md): a code drawn as the Receive page draws it reads back as its pay link;
// a picture that is not a QR code reads as nothing, which the scanner turns into a clear message.
import { render } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { parsePayLinkText, payLinkPath } from '@wallet/common/pay-links';
import type { Pixels } from './qr-decode';
import { decodeQrPixels } from './qr-decode';

const PIXELS_PER_MODULE = 4;

/** The code exactly as the Receive page renders it, rasterized: each dark module a black square on white. */
function qrPixels(text: string): Pixels {
  const { container, unmount } = render(<QRCodeSVG value={text} marginSize={4} />);
  const svg = container.querySelector('svg');
  const modules = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
  const darkPath = [...container.querySelectorAll('path')].find(
    (path) => path.getAttribute('fill') === '#000000',
  );
  const d = darkPath?.getAttribute('d') ?? '';
  unmount();
  const side = modules * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of d.matchAll(/M(\d+)[ ,](\d+)\s?h(\d+)v1/g)) {
    for (let row = 0; row < PIXELS_PER_MODULE; row += 1) {
      for (let column = 0; column < Number(width) * PIXELS_PER_MODULE; column += 1) {
        const offset =
          ((Number(y) * PIXELS_PER_MODULE + row) * side + Number(x) * PIXELS_PER_MODULE + column) * 4;
        data[offset] = 0;
        data[offset + 1] = 0;
        data[offset + 2] = 0;
      }
    }
  }
  return { data, width: side, height: side };
}

/** A picture with no code in it: a soft gradient with speckles, as a photo of a table might be. */
function notAQrPicture(): Pixels {
  const width = 200;
  const height = 150;
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let index = 0; index < width * height; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const shade = ((index % width) + (seed % 40)) % 256;
    data.set([shade, shade, 200, 255], index * 4);
  }
  return { data, width, height };
}

describe('decodeQrPixels', () => {
  it("when the picture is Bob's pay code with an amount and a note, then it reads back as that pay link", async () => {
    const handle = 'c0a80101-0000-4000-8000-0000000000b2';
    const url = `https://wallet.example${payLinkPath({ handle, amountCents: 1234, note: 'Lunch & coffee' })}`;

    const text = await decodeQrPixels(qrPixels(url));

    expect(text).toBe(url);
    expect(parsePayLinkText(text ?? '').link).toEqual({ handle, amountCents: 1234, note: 'Lunch & coffee' });
  });

  it('when the picture has no QR code, then nothing is read', async () => {
    expect(await decodeQrPixels(notAQrPicture())).toBeNull();
  });

  it('when the picture is a QR code of something else, then it reads, and is refused as not a pay code', async () => {
    const text = await decodeQrPixels(qrPixels('https://example.com/menu'));

    expect(text).toBe('https://example.com/menu');
    expect(parsePayLinkText(text ?? '').link).toBeNull();
  });
});
