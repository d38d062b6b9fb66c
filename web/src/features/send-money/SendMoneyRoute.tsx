// /user/send-money as the router shows it: the page, and the pay link it was opened with, if any (?to=…).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { payLinkOfSendMoney } from '../../lib/pay-link-routes';
import { SendMoneyPage } from './SendMoneyPage';

export function SendMoneyRoute() {
  const [search] = useSearchParams();
  const query = search.toString();
  const payLink = useMemo(() => payLinkOfSendMoney(new URLSearchParams(query)), [query]);
  return <SendMoneyPage payLink={payLink} />;
}
