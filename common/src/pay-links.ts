// Pay links and pay QR codes (docs/pay-links.md): `/pay/{handle}?amount=…&note=…`, where the handle is the
// receiver's public user id (the id Send Money already asks for), so a link carries nothing secret.
import {
  MAX_AMOUNT_CENTS,
  MoneyFormatError,
  centsToDecimalString,
  dollarsToCents,
  formatCents,
} from './money';

/** A pay link's note, in characters as people count them (the same room a money request's note has). */
export const PAY_LINK_NOTE_LENGTH_MAX = 140;

/** The path every pay link starts with; the web app routes it (web/src/lib/paths.ts). */
export const PAY_LINK_PATH_PREFIX = '/pay/';

/** A user id as the api makes them (uuid); anything else cannot be a handle, so it is refused before any call. */
const HANDLE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const payLinkMessages = {
  handleInvalid: 'This pay link is not valid: it does not name a Wallet user',
  handleUnknown: 'No Wallet user has this pay link. Ask the person for a new one.',
  ownLink: 'This is your own pay link: share it with the person who pays you',
  amountInvalid: 'The amount in this pay link is not valid, so it was left out',
  amountDecimals: 'The amount in this pay link has more than two decimal places, so it was left out',
  amountZero: 'The amount in this pay link is zero, so it was left out',
  amountTooLarge: `The amount in this pay link is above ${formatCents(MAX_AMOUNT_CENTS)}, the most one operation can move, so it was left out`,
  noteTooLong: `The note in this pay link is longer than ${PAY_LINK_NOTE_LENGTH_MAX} characters, so it was left out`,
  notQr: 'No QR code was found in this image. Try a sharper picture of the code.',
  notPayLink: 'This QR code is not a Wallet pay code',
  counterUnknown:
    'This code does not name an approved Wallet agent. Do not hand over money or a cash-out code here.',
} as const;

/**
 * The page an agent's counter code opens (docs/pay-links.md, "An agent's counter code"): a user checks there that
 * the agent is approved and makes a cash-out code for them. The agent is named by their public id, nothing secret.
 */
export const AGENT_COUNTER_PATH = '/user/agent-counter';

/** The path and query of an agent's counter code; origin added by the caller. */
export function agentCounterPath(agentId: string): string {
  return `${AGENT_COUNTER_PATH}?${new URLSearchParams({ agent: agentId }).toString()}`;
}

/** What a pay link asks for; amount and note only when the link carries valid ones. */
export interface PayLink {
  handle: string;
  amountCents?: number;
  note?: string;
}

/** A parsed link and the reasons any part of it was left out (shown to the payer, never silently dropped). */
export interface ParsedPayLink {
  link: PayLink | null;
  problems: string[];
}

export function isPayHandle(handle: string): boolean {
  return HANDLE_PATTERN.test(handle);
}

/** The path and query of a pay link (`/pay/{handle}?amount=12.34&note=…`); origin added by the caller. */
export function payLinkPath({ handle, amountCents, note }: PayLink): string {
  const search = new URLSearchParams();
  if (amountCents !== undefined) search.set('amount', centsToDecimalString(amountCents));
  const trimmed = note?.trim();
  if (trimmed) search.set('note', trimmed);
  const query = search.toString();
  return `${PAY_LINK_PATH_PREFIX}${encodeURIComponent(handle)}${query ? `?${query}` : ''}`;
}

/** The amount of a link, or why it is left out. */
function parseAmount(raw: string | null): { amountCents?: number; problem?: string } {
  if (raw === null || raw.trim() === '') return {};
  const text = raw.trim();
  if (/^\d+\.\d{3,}$/.test(text)) return { problem: payLinkMessages.amountDecimals };
  let cents: number;
  try {
    cents = dollarsToCents(text);
  } catch (error) {
    if (error instanceof MoneyFormatError) return { problem: payLinkMessages.amountInvalid };
    throw error;
  }
  if (cents === 0) return { problem: payLinkMessages.amountZero };
  if (cents > MAX_AMOUNT_CENTS) return { problem: payLinkMessages.amountTooLarge };
  return { amountCents: cents };
}

/** The note of a link, or why it is left out; a note is text and is only ever shown as text. */
function parseNote(raw: string | null): { note?: string; problem?: string } {
  const note = raw?.trim();
  if (!note) return {};
  if ([...note].length > PAY_LINK_NOTE_LENGTH_MAX) return { problem: payLinkMessages.noteTooLong };
  return { note };
}

/** Reads a pay link from its handle and query (what the /pay route sees). A bad handle gives no link at all. */
export function parsePayLink(handle: string, search: URLSearchParams | string): ParsedPayLink {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const trimmedHandle = handle.trim();
  if (!isPayHandle(trimmedHandle)) return { link: null, problems: [payLinkMessages.handleInvalid] };
  const amount = parseAmount(params.get('amount'));
  const note = parseNote(params.get('note'));
  const problems = [amount.problem, note.problem].filter((problem): problem is string => Boolean(problem));
  const link: PayLink = { handle: trimmedHandle.toLowerCase() };
  if (amount.amountCents !== undefined) link.amountCents = amount.amountCents;
  if (note.note !== undefined) link.note = note.note;
  return { link, problems };
}

/**
 * Reads a scanned code's text: a whole pay link (any origin, since a printed code outlives a host name) or a
 * path starting with /pay/. Anything else is not a pay code.
 */
export function parsePayLinkText(text: string): ParsedPayLink {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://wallet.invalid');
  } catch {
    return { link: null, problems: [payLinkMessages.notPayLink] };
  }
  if (
    !url.pathname.startsWith(PAY_LINK_PATH_PREFIX) ||
    (url.protocol !== 'https:' && url.protocol !== 'http:')
  ) {
    return { link: null, problems: [payLinkMessages.notPayLink] };
  }
  let handle: string;
  try {
    handle = decodeURIComponent(url.pathname.slice(PAY_LINK_PATH_PREFIX.length));
  } catch {
    return { link: null, problems: [payLinkMessages.notPayLink] };
  }
  return parsePayLink(handle, url.searchParams);
}
