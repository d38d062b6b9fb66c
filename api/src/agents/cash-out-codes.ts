// The user's consent to a cash out (docs/agents.md): a 6-digit code from a CSPRNG for up to an amount, kept as an
// HMAC, valid 10 minutes, single use, void after too many wrong tries; a new code replaces the old one.
import { createHmac, randomInt } from 'node:crypto';
import { CASH_OUT_CODE_LENGTH, CASH_OUT_CODE_TTL_SECONDS, agentMessages } from '@wallet/common/agents';
import { centsToDollars } from '@wallet/common/money';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import { lockOwnWallet } from '../ledger/locked-wallets';
import type { MoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import type { Transaction } from '../ledger/money-transaction';
import type { CashContext } from './cash-context';
import { replaceCashOutCode } from './cash-out-codes.repository';
import type { CashOutCodeJson } from '@wallet/common/agents-json';

function newCode(): string {
  return randomInt(0, 10 ** CASH_OUT_CODE_LENGTH)
    .toString()
    .padStart(CASH_OUT_CODE_LENGTH, '0');
}

/** Bound to the person and the purpose, as the e-mail codes are, so a hash copied to another row matches nothing. */
export function cashOutCodeHash(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key).update(`cash_out:${userId}:${code}`).digest('hex');
}

export function createCashOutCodeOperation(cash: CashContext): MoneyOperation<{ maxAmountCents: number }> {
  return {
    parse(request) {
      return { maxAmountCents: parseAmountCents(jsonObjectBody(request).amount) };
    },
    async run(tx, { person, input }) {
      const created = await createCashOutCode(tx, cash, person.user.id, input.maxAmountCents);
      return { status: 201, message: agentMessages.codeCreated, data: created };
    },
  };
}

/** The user's wallet lock orders this after any cash out running on it, and one creation after another. */
export async function createCashOutCode(
  tx: Transaction,
  cash: CashContext,
  userId: string,
  maxAmountCents: number,
): Promise<CashOutCodeJson> {
  await lockOwnWallet(tx, cash, userId);
  const code = newCode();
  const { expiresAt } = await replaceCashOutCode(tx, {
    userId,
    codeHash: cashOutCodeHash(cash.codeKey, userId, code),
    maxAmountCents,
    lifetimeSeconds: CASH_OUT_CODE_TTL_SECONDS,
  });
  return { code, amount: centsToDollars(maxAmountCents), expiresAt: expiresAt.toISOString() };
}

const codeInvalid = () => new AppError(400, agentMessages.codeInvalid, 'CASH_OUT_CODE_INVALID', 'code');

/** The code an agent typed: missing or blank is asked for; any text is a guess, right or wrong. */
export function parseTypedCode(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new AppError(400, agentMessages.codeRequired, 'VALIDATION_FAILED', 'code');
  }
  // A JSON number would lose a code's leading zeros; it can match no code, so it is wrong without a try.
  if (typeof value !== 'string') throw codeInvalid();
  return value.trim();
}
