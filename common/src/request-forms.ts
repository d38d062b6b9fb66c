// The Request Money form's rules (docs/requests.md), the same the api holds: someone else, a valid amount no more
// than a day's sending, a short note.
import * as yup from 'yup';
import { MONEY_REQUEST_NOTE_LENGTH_MAX, moneyRequestMessages } from './requests';
import { amountField } from './wallet-forms';

export interface RequestMoneyRules {
  /** The signed-in requester, who cannot be the payer. */
  requesterId: string;
  /** The most a request may ask for (a user's daily sending limit). */
  maxCents: number;
}

export function requestMoneySchema({ requesterId, maxCents }: RequestMoneyRules) {
  return yup.object({
    payerId: yup
      .string()
      .trim()
      .default('')
      .required(moneyRequestMessages.payerRequired)
      .test('not-self', moneyRequestMessages.requestToSelf, (payerId) => payerId !== requesterId),
    amount: amountField((cents) =>
      cents > maxCents ? moneyRequestMessages.aboveLimit(maxCents) : undefined,
    ),
    note: yup
      .string()
      .trim()
      .default('')
      .test(
        'length',
        moneyRequestMessages.noteTooLong,
        (note) => [...note].length <= MONEY_REQUEST_NOTE_LENGTH_MAX,
      ),
  });
}

export type RequestMoneyFormValues = yup.InferType<ReturnType<typeof requestMoneySchema>>;

/** "Expires in 3 days" / "Expires today" for a pending request, from its expiry and now. */
export function expiryLabel(expiresAt: string, now: number): string {
  const days = Math.floor((Date.parse(expiresAt) - now) / 86_400_000);
  if (days >= 2) return `Expires in ${days} days`;
  if (days === 1) return 'Expires tomorrow';
  return 'Expires today';
}
