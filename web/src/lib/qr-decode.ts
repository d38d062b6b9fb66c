// Reads a QR code from a camera frame or an uploaded picture (docs/pay-links.md): the browser's BarcodeDetector
// where it has one, jsQR otherwise. Both load only when a scan starts, so no first screen carries a decoder.

/** What a frame or picture is reduced to before decoding: RGBA pixels, as canvas ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The longest side a picture is scaled to: phone photos are huge, and a code needs far fewer pixels. */
export const DECODE_SIDE_MAX_PX = 1024;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's own QR detector (Chrome on Android, Safari), or null. */
export function nativeQrDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector === undefined) return null;
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}

/** The text of the QR code in these pixels, or null when there is none. */
export async function decodeQrPixels({ data, width, height }: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return code ? code.data : null;
}

/** A picture or video frame drawn at most DECODE_SIDE_MAX_PX on its longest side, as pixels. */
export function pixelsOf(source: CanvasImageSource, sourceWidth: number, sourceHeight: number): Pixels {
  const scale = Math.min(1, DECODE_SIDE_MAX_PX / Math.max(sourceWidth, sourceHeight, 1));
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The text of the QR code in a video frame or picture, or null; the native detector first where there is one. */
export async function decodeQrSource(
  source: CanvasImageSource & ImageBitmapSource,
  width: number,
  height: number,
): Promise<string | null> {
  const detector = nativeQrDetector();
  if (detector) {
    try {
      const [found] = await detector.detect(source);
      if (found) return found.rawValue;
    } catch {
      // Some detectors refuse some sources: jsQR below reads the pixels instead.
    }
  }
  return decodeQrPixels(pixelsOf(source, width, height));
}

/** The text of the QR code in an uploaded picture, or null when the picture has none or is not a picture. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await decodeQrSource(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
