// /user/send-money as the router shows it: the page, the pay link it was opened with, if any (?to=…), and Scan
// to pay.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { payLinkOfSendMoney } from '../../lib/pay-link-routes';
import { ScanToPay } from './ScanToPay';
import { SendMoneyPage } from './SendMoneyPage';

export function SendMoneyRoute() {
  const [search] = useSearchParams();
  const query = search.toString();
  const payLink = useMemo(() => payLinkOfSendMoney(new URLSearchParams(query)), [query]);
  return <SendMoneyPage payLink={payLink} scanToPay={<ScanToPay />} />;
}
