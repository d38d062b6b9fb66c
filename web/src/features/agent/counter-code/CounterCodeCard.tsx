// An agent's counter code (docs/pay-links.md, "An agent's counter code"): a QR code and link to print and put on the
// counter. A user who scans it sees that this agent is approved and makes a cash-out code for them; the code names
// the agent by their public id, nothing secret.
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { agentCounterPath } from '@wallet/common/pay-links';
import { Button } from '../../../components/Button';
import { Panel, PanelTitle } from '../../../components/DashboardPage';
import { LinkText, QrActions, QrFrame, useQrDownload } from '../../../components/PrintableQr';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

interface CounterCodeCardProps {
  /** The agent's public id. */
  agentId: string;
  name: string;
  /** Where the app is served (window.location.origin), so the code opens this Wallet. */
  origin: string;
}

export function CounterCodeCard({ agentId, name, origin }: CounterCodeCardProps) {
  const { qrRef, download } = useQrDownload('wallet-agent-counter-code');
  const url = `${origin}${agentCounterPath(agentId)}`;
  return (
    <Panel aria-labelledby="counter-code-title">
      <PanelTitle id="counter-code-title" size="lg">
        Your counter code
      </PanelTitle>
      <Layout>
        <Side>
          <Steps>
            <li>Print this code and put it on your counter.</li>
            <li>A customer scans it with their phone: Wallet shows them that you are an approved agent.</li>
            <li>To cash out, they make a cash-out code there and tell it to you; enter it under Cash Out.</li>
          </Steps>
          <div>
            <p id="counter-link-label">Counter link</p>
            <LinkText aria-labelledby="counter-link-label">{url}</LinkText>
          </div>
          <QrActions>
            <Button variant="primary" size="sm" onClick={() => void download('png')}>
              Download PNG
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void download('svg')}>
              Download SVG
            </Button>
          </QrActions>
        </Side>
        <QrFrame>
          <QRCodeSVG
            ref={qrRef}
            value={url}
            size={200}
            marginSize={2}
            role="img"
            aria-label={`Counter code of ${name}`}
          />
          <figcaption>{`${name}, approved Wallet agent`}</figcaption>
        </QrFrame>
      </Layout>
    </Panel>
  );
}
