// An agent's commission on a cash in or cash out (DESIGN.md §3): the amount times the rate, rounded half-up to the
// cent, in integer arithmetic so no float ever holds money. The cash functions compute it in SQL (money_commission,
// api/drizzle/0015_cash_functions.sql); this is the rule's statement the tests hold that SQL to.
import { PARTS_PER_MILLION } from '../config';

/** round-half-up(amountCents × ratePpm / 1,000,000); exact for any amount up to the per-operation maximum. */
export function commissionCents(amountCents: number, ratePpm: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`amountCents must be a positive whole number, got ${amountCents}`);
  }
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0 || ratePpm > PARTS_PER_MILLION) {
    throw new RangeError(`ratePpm must be a whole number from 0 to ${PARTS_PER_MILLION}, got ${ratePpm}`);
  }
  const scaled = amountCents * ratePpm + PARTS_PER_MILLION / 2;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`commission of ${amountCents} cents overflows`);
  return (scaled - (scaled % PARTS_PER_MILLION)) / PARTS_PER_MILLION;
}
