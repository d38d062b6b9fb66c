// Scan to pay (docs/pay-links.md): a pay code read by the camera or from a picture opens Send Money filled in,
// exactly as opening its pay link would.
import { useNavigate } from 'react-router-dom';
import { parsePayLinkText } from '@wallet/common/pay-links';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { QrScanner } from '../../components/QrScanner';
import { sendMoneyForPayLink } from '../../lib/pay-link-routes';

export function ScanToPay() {
  const navigate = useNavigate();
  return (
    <Panel aria-labelledby="scan-to-pay-title">
      <PanelTitle id="scan-to-pay-title" size="lg">
        Scan to pay
      </PanelTitle>
      <QrScanner
        scanLabel="Scan to pay"
        onScan={(text) => {
          const parsed = parsePayLinkText(text);
          if (parsed.link === null) return parsed.problems.join(' ');
          // The scanned query as given, so Send Money says what in it was left out, as for an opened link.
          const url = new URL(text.trim(), window.location.origin);
          void navigate(sendMoneyForPayLink(parsed.link.handle, url.searchParams));
          return null;
        }}
      />
    </Panel>
  );
}
