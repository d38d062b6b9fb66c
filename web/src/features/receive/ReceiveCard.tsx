// The person's pay QR code and pay link (docs/pay-links.md), with an optional fixed amount and note: copy the
// link, or download the code as PNG or SVG to print. The link names the wallet by its public id, nothing secret.
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
import { PAY_LINK_NOTE_LENGTH_MAX, parsePayLink, payLinkPath } from '@wallet/common/pay-links';
import type { PayLink } from '@wallet/common/pay-links';
import { Button } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { TextField } from '../../components/TextField';
import { notify } from '../../lib/notify';
import { LinkText, QrActions, QrFrame, useQrDownload } from '../../components/PrintableQr';

export const LINK_COPIED_MESSAGE = 'Pay link copied to the clipboard';
export const LINK_COPY_FAILED_MESSAGE = 'Could not copy. Select the link and copy it yourself.';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

interface ReceiveCardProps {
  /** The person's public pay handle (their user id). */
  handle: string;
  name: string;
  /** Where the app is served (window.location.origin), so the code opens this Wallet. */
  origin: string;
  initialAmount?: string;
  initialNote?: string;
}

/** The link for what is typed: an amount or note the link could not carry is refused here, with its reason. */
function linkFor(
  handle: string,
  amount: string,
  note: string,
): { link: PayLink; amountError?: string; noteError?: string } {
  const search = new URLSearchParams();
  if (amount.trim()) search.set('amount', amount);
  if (note.trim()) search.set('note', note);
  const parsed = parsePayLink(handle, search);
  const link = parsed.link ?? { handle };
  const amountError = amount.trim() && link.amountCents === undefined ? parsed.problems[0] : undefined;
  const noteError =
    note.trim() && link.note === undefined ? parsed.problems[parsed.problems.length - 1] : undefined;
  return {
    link,
    ...(amountError ? { amountError } : {}),
    ...(noteError ? { noteError } : {}),
  };
}

export function ReceiveCard({
  handle,
  name,
  origin,
  initialAmount = '',
  initialNote = '',
}: ReceiveCardProps) {
  const [amount, setAmount] = useState(initialAmount);
  const [note, setNote] = useState(initialNote);
  const { qrRef, download } = useQrDownload('wallet-pay-code');
  const { link, amountError, noteError } = linkFor(handle, amount, note);
  const url = `${origin}${payLinkPath(link)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(LINK_COPIED_MESSAGE);
    } catch {
      notify.error(LINK_COPY_FAILED_MESSAGE);
    }
  };

  return (
    <Panel aria-labelledby="receive-title">
      <PanelTitle id="receive-title" size="lg">
        Your pay code
      </PanelTitle>
      <Layout>
        <Fields>
          <TextField
            label="Amount (USD)"
            optionalField
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            hint="Leave empty to let the payer choose."
            error={amountError}
          />
          <TextField
            label="Note"
            optionalField
            autoComplete="off"
            value={note}
            maxLength={PAY_LINK_NOTE_LENGTH_MAX * 2}
            onChange={(event) => setNote(event.target.value)}
            hint={`What it is for, at most ${PAY_LINK_NOTE_LENGTH_MAX} characters.`}
            error={noteError}
          />
          <div>
            <p id="pay-link-label">Pay link</p>
            <LinkText aria-labelledby="pay-link-label">{url}</LinkText>
          </div>
          <QrActions>
            <Button variant="primary" size="sm" onClick={() => void copy()}>
              Copy link
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void download('png')}>
              Download PNG
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void download('svg')}>
              Download SVG
            </Button>
          </QrActions>
        </Fields>
        <QrFrame>
          <QRCodeSVG
            ref={qrRef}
            value={url}
            size={200}
            marginSize={2}
            role="img"
            aria-label={`QR code to pay ${name}`}
          />
          <figcaption>{`Scan to pay ${name}`}</figcaption>
        </QrFrame>
      </Layout>
    </Panel>
  );
}
