// The pay QR code as a file to print (an agent's counter, a shop's till): the SVG as drawn, or a PNG of it.
/** The PNG's side in pixels: sharp when printed a few centimetres wide. */
export const QR_PNG_SIZE_PX = 1024;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function svgMarkup(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('aria-hidden');
  return new XMLSerializer().serializeToString(copy);
}

export function downloadSvg(svg: SVGSVGElement, fileName: string) {
  saveBlob(new Blob([svgMarkup(svg)], { type: 'image/svg+xml' }), fileName);
}

/** Draws the SVG on a white canvas (a transparent code scans badly off a dark page) and saves it as PNG. */
export async function downloadPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([svgMarkup(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = QR_PNG_SIZE_PX;
    canvas.height = QR_PNG_SIZE_PX;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, QR_PNG_SIZE_PX, QR_PNG_SIZE_PX);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, QR_PNG_SIZE_PX, QR_PNG_SIZE_PX);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The canvas gave no PNG');
    saveBlob(png, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}
