// The signed-in person's wallet and the money calls of the api's /wallets routes (docs/money.md), amounts in dollars.
import { centsToDollars, dollarsToCents } from '@wallet/common/money';
import type { WithdrawMethod } from '@wallet/common/wallet';
import type {
  MoneyResultJson,
  TransactionJson,
  WalletControlsJson,
  WalletJson,
  WalletLimitsJson,
  WithdrawalPolicyJson,
} from '@wallet/common/wallet-json';
import type { RestClient } from './client';

/** The allowance on money leaving the wallet and what remains of it now; amounts in dollars. */
export type RestWalletLimits = WalletLimitsJson;

/** A wallet as the api sends it (GET /wallets/my-wallet and `data.wallet` of every money call). */
export type RestWallet = WalletJson & { controls?: WalletControlsJson };

/** The owner's freeze and personal limits (GET /wallets/my-wallet's `controls`); amounts in dollars. */
export type RestWalletControls = WalletControlsJson;

/** The api's text and the wallet read again after the change (its controls with it). */
export interface RestWalletControlsResult {
  message: string;
  wallet: RestWallet;
}

/** What every money call answers: the api's confirmation text, the movement and the wallet after it. */
export interface RestMoneyResult {
  message: string;
  /** transactions.ts's RestTransaction (the same common type, named here so the two modules need not import each other). */
  transaction: TransactionJson;
  wallet: RestWallet;
}

/** The `data` of a money call's envelope. */
export type RestMoneyData = MoneyResultJson;

/** Money as the GraphQL scalar parsed it ("10.50"), sent to the api as a JSON number through cents: 10.5, never 10.499…. */
export function moneyToRestDollars(money: string): number {
  return centsToDollars(dollarsToCents(money));
}

export interface RestAddMoneyInput {
  /** The Money scalar's decimal string, e.g. "10.50". */
  amount: string;
  idempotencyKey: string;
}

export interface RestSendMoneyInput {
  receiverId: string;
  amount: string;
  idempotencyKey: string;
}

export interface RestWithdrawInput {
  amount: string;
  method: WithdrawMethod;
  idempotencyKey: string;
}

export async function fetchMyWallet(rest: RestClient): Promise<RestWallet> {
  const { data } = await rest.get<RestWallet>('wallets/my-wallet');
  return data;
}

/** POSTs a money call with its Idempotency-Key and returns the api's text, the movement and the caller's wallet. */
export async function postMoney(
  rest: RestClient,
  path: string,
  body: object,
  idempotencyKey: string,
): Promise<RestMoneyResult> {
  const { message, data } = await rest.post<RestMoneyData>(path, body, { idempotencyKey });
  return { message, transaction: data.transaction, wallet: data.wallet };
}

export function addMoney(rest: RestClient, input: RestAddMoneyInput): Promise<RestMoneyResult> {
  return postMoney(
    rest,
    'wallets/add-money',
    { amount: moneyToRestDollars(input.amount) },
    input.idempotencyKey,
  );
}

export function sendMoney(rest: RestClient, input: RestSendMoneyInput): Promise<RestMoneyResult> {
  return postMoney(
    rest,
    'wallets/send-money',
    { receiverId: input.receiverId, amount: moneyToRestDollars(input.amount) },
    input.idempotencyKey,
  );
}

/** Starts a withdrawal; it stays pending until the payout processor settles it. */
export function withdraw(rest: RestClient, input: RestWithdrawInput): Promise<RestMoneyResult> {
  return postMoney(
    rest,
    'wallets/withdraw',
    { amount: moneyToRestDollars(input.amount), method: input.method },
    input.idempotencyKey,
  );
}

/** GET /withdrawals/policy: how long a withdrawal stays pending (and can be cancelled) in this installation. */
export type RestWithdrawalPolicy = WithdrawalPolicyJson;

export async function fetchWithdrawalPolicy(rest: RestClient): Promise<RestWithdrawalPolicy> {
  const { data } = await rest.get<RestWithdrawalPolicy>('withdrawals/policy');
  return data;
}

/** The owner's own controls (docs/freeze-and-limits.md): each change, then the wallet read again with them. */
async function afterControlChange(rest: RestClient, message: string): Promise<RestWalletControlsResult> {
  return { message, wallet: await fetchMyWallet(rest) };
}

export async function freezeMyWallet(rest: RestClient): Promise<RestWalletControlsResult> {
  const { message } = await rest.post<WalletControlsJson>('wallets/freeze');
  return afterControlChange(rest, message);
}

export async function unfreezeMyWallet(
  rest: RestClient,
  input: { password: string; twoFactorCode?: string | null },
): Promise<RestWalletControlsResult> {
  const body: Record<string, string> = { password: input.password };
  if (typeof input.twoFactorCode === 'string' && input.twoFactorCode !== '') {
    body.twoFactorCode = input.twoFactorCode;
  }
  const { message } = await rest.post<WalletControlsJson>('wallets/unfreeze', body);
  return afterControlChange(rest, message);
}

/** GraphQL null (given) goes back to the platform's limit; a field left out stays as it is. */
export async function setPersonalLimits(
  rest: RestClient,
  input: { dailyAmount?: string | null; monthlyAmount?: string | null },
): Promise<RestWalletControlsResult> {
  const body: Record<string, number | null> = {};
  for (const field of ['dailyAmount', 'monthlyAmount'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    body[field] = value === null ? null : moneyToRestDollars(value);
  }
  const { message } = await rest.patch<WalletControlsJson>('wallets/personal-limits', body);
  return afterControlChange(rest, message);
}
