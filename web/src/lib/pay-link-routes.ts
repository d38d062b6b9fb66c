// Where a pay link lands (docs/pay-links.md): /pay/{handle}?amount=…&note=… becomes Send Money with
// ?to={handle}&amount=…&note=…, kept as given so Send Money can say what in the link it left out and why.
import { parsePayLink } from '@wallet/common/pay-links';
import type { ParsedPayLink } from '@wallet/common/pay-links';
import { paths } from './paths';

/** The query parameter of Send Money that names the pay link's receiver. */
export const PAY_LINK_RECEIVER_PARAM = 'to';

/** Send Money's address for a pay link's handle and query. */
export function sendMoneyForPayLink(handle: string, search: URLSearchParams): string {
  const query = new URLSearchParams();
  query.set(PAY_LINK_RECEIVER_PARAM, handle);
  for (const name of ['amount', 'note']) {
    const value = search.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${paths.user.sendMoney}?${query.toString()}`;
}

/** The pay link Send Money was opened with, or null when it was opened without one. */
export function payLinkOfSendMoney(search: URLSearchParams): ParsedPayLink | null {
  const handle = search.get(PAY_LINK_RECEIVER_PARAM);
  if (handle === null) return null;
  return parsePayLink(handle, search);
}
