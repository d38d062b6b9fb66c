// Reads the amount of a money request: a JSON number of dollars, positive, at most two decimals, at most the
// per-operation maximum; anything else is refused with the message of docs/money.md.
import { dollarsToCents, MAX_AMOUNT_CENTS, MoneyFormatError } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';

const refuse = (message: string) => new AppError(400, message, 'VALIDATION_FAILED', 'amount');

/**
 * Integer cents from the body's amount. Strings are refused, even "10": the contract carries JSON numbers, and a
 * client that sends text has a bug worth seeing. JSON has no NaN or Infinity, but 1e400 parses as Infinity.
 */
export function parseAmountCents(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw refuse(walletMessages.amountInvalid);
  }
  if (value > MAX_AMOUNT_CENTS / 100) throw refuse(walletMessages.amountTooLarge);
  let cents: number;
  try {
    cents = dollarsToCents(value);
  } catch (error) {
    // A positive finite number up to the maximum fails only by its decimals (0.001, or 1e-7 written as such).
    if (error instanceof MoneyFormatError) throw refuse(walletMessages.amountDecimals);
    throw error;
  }
  if (cents <= 0) throw refuse(walletMessages.amountInvalid);
  if (cents > MAX_AMOUNT_CENTS) throw refuse(walletMessages.amountTooLarge);
  return cents;
}
