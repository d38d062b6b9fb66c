// Reads a QR code with the phone's camera or from an uploaded picture (docs/pay-links.md): the browser's
// BarcodeDetector where present, jsQR otherwise, both loaded only when a scan starts. The caller says whether
// the text is what it wanted; a refusal shows here.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { payLinkMessages } from '@wallet/common/pay-links';
import { Alert } from './Alert';
import { Button } from './Button';

/** How often a camera frame is looked at: often enough to feel instant, rare enough for a slow phone. */
export const SCAN_INTERVAL_MS = 250;

export const CAMERA_FAILED_MESSAGE =
  'The camera could not be opened. Allow the camera, or upload a picture of the code instead.';
export const PICTURE_FAILED_MESSAGE = 'This file could not be read as a picture. Upload a photo of the code.';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Video = styled.video`
  width: 100%;
  max-width: 20rem;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ScanState = 'idle' | 'camera' | 'reading';

interface QrScannerProps {
  /** The camera button's label, e.g. "Scan to pay". */
  scanLabel: string;
  /** The scanned text; answers a message when it is not what was wanted (shown here), or null to accept it. */
  onScan: (text: string) => string | null;
  /** For stories: the state and message to start in. */
  initialState?: ScanState;
  initialError?: string;
}

export function QrScanner({ scanLabel, onScan, initialState = 'idle', initialError }: QrScannerProps) {
  const [state, setState] = useState<ScanState>(initialState);
  const [error, setError] = useState<string | undefined>(initialError);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (state !== 'camera' || typeof navigator.mediaDevices?.getUserMedia !== 'function') return undefined;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const { decodeQrSource } = await import('../lib/qr-decode');
        const text = await decodeQrSource(video, video.videoWidth, video.videoHeight);
        if (stopped) return;
        if (text !== null) {
          const refusal = onScanRef.current(text);
          setError(refusal ?? undefined);
          if (refusal === null) {
            setState('idle');
            return;
          }
        }
      }
      timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = opened;
        void videoRef.current.play().catch(() => undefined);
        void look();
      })
      .catch(() => {
        if (stopped) return;
        setError(CAMERA_FAILED_MESSAGE);
        setState('idle');
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [state]);

  const startCamera = () => {
    setError(undefined);
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      setError(CAMERA_FAILED_MESSAGE);
      return;
    }
    setState('camera');
  };

  const readPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(PICTURE_FAILED_MESSAGE);
      return;
    }
    setError(undefined);
    setState('reading');
    try {
      const { decodeQrFile } = await import('../lib/qr-decode');
      const text = await decodeQrFile(file);
      setError(text === null ? payLinkMessages.notQr : (onScan(text) ?? undefined));
    } catch {
      setError(payLinkMessages.notQr);
    } finally {
      setState('idle');
    }
  };

  return (
    <Box>
      <Actions>
        {state === 'camera' ? (
          <Button variant="secondary" size="sm" onClick={() => setState('idle')}>
            Stop camera
          </Button>
        ) : (
          <Button variant="primary" size="sm" onClick={startCamera} disabled={state === 'reading'}>
            {scanLabel}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => fileRef.current?.click()}
          disabled={state === 'reading'}
        >
          Upload a picture of the code
        </Button>
        {/* Reached through the button above, which looks like the others; hidden from tab order and readers. */}
        <HiddenInput
          ref={fileRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="qr-picture-input"
          onChange={(event) => void readPicture(event)}
        />
      </Actions>
      {state === 'camera' ? (
        <Video ref={videoRef} muted playsInline aria-label="Camera: point it at the QR code" />
      ) : null}
      <Status role="status" aria-live="polite">
        {state === 'camera' ? 'Looking for a QR code...' : null}
        {state === 'reading' ? 'Reading the picture...' : null}
      </Status>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Box>
  );
}
