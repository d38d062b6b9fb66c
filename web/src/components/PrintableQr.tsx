// The parts every printable code shares (the person's pay code on Receive, an agent's counter code): the code on
// white whatever the theme, the link as selectable text, and its PNG and SVG downloads.
import { useRef } from 'react';
import styled from 'styled-components';
import { downloadPng, downloadSvg } from '../lib/download-qr';
import { notify } from '../lib/notify';

export const QR_DOWNLOAD_FAILED_MESSAGE = 'Could not make the image. Try the SVG download instead.';

export const QrFrame = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  /* A code scans only dark on light, whatever the theme. */
  background: #ffffff;
  color: #000000;
`;

export const LinkText = styled.output`
  display: block;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const QrActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The ref for the drawn code and a download of it as `<fileStem>.png` or `.svg`; a failure is told, not thrown. */
export function useQrDownload(fileStem: string) {
  const qrRef = useRef<SVGSVGElement>(null);
  const download = async (kind: 'png' | 'svg') => {
    const svg = qrRef.current;
    if (!svg) return;
    try {
      if (kind === 'svg') downloadSvg(svg, `${fileStem}.svg`);
      else await downloadPng(svg, `${fileStem}.png`);
    } catch {
      notify.error(QR_DOWNLOAD_FAILED_MESSAGE);
    }
  };
  return { qrRef, download };
}
