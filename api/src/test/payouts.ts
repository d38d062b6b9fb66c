// Test-only: an api whose payout processor settles each withdrawal as soon as it is made, the way the test decides,
// and withdrawals made through the route.
import type { Person } from './money';
import { moneyCall } from './money';
import type { TestApi, TestApiOptions } from './harness';
import { startTestApi } from './harness';

type DecidePayout = NonNullable<TestApiOptions['decidePayout']>;

/** A withdrawal of this many cents always fails, refused by the bank with BANK_REFUSAL as the reason. */
export const FAILING_CENTS = 1300;
export const BANK_REFUSAL = 'The bank refused the transfer';

/**
 * Withdrawals are due at once (PAYOUT_DELAY_S 0) and the processor looks every 20 ms, so tests wait briefly. One of
 * FAILING_CENTS fails; any other is settled as `decideOthers` says.
 */
export function startApiWithPayouts(decideOthers: DecidePayout): Promise<TestApi> {
  const decidePayout: DecidePayout = (withdrawal) =>
    withdrawal.amountCents === FAILING_CENTS ? { failed: BANK_REFUSAL } : decideOthers(withdrawal);
  return startTestApi({ env: { PAYOUT_DELAY_S: '0' }, decidePayout, payoutPollIntervalMs: 20 });
}

/** Withdraws `amount` dollars and answers the pending transaction's id; fails the test unless it was taken. */
export async function withdrawalOf(
  api: TestApi,
  person: Person,
  amount: number,
  method: 'bank' | 'card' = 'bank',
): Promise<string> {
  const answer = await moneyCall(api, person, 'POST', '/wallets/withdraw', { amount, method });
  if (answer.status !== 201) throw new Error(`withdraw failed: ${answer.body.message}`);
  return (answer.body.data as { transaction: { _id: string } }).transaction._id;
}
