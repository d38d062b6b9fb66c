// Counts each money request against its person's per-minute allowance (RATE_LIMIT_RULES.moneyPerUser).
import type { RequestHandler } from 'express';
import { signedIn } from '../http/access';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, inWholeUnits } from '../rate-limit/rate-limits';

export const moneyRateLimitMessage = (secondsLeft: number) =>
  `Too many money operations. Please try again in ${inWholeUnits(secondsLeft, 'second')}.`;

/** Put after access(…), so the count is per signed-in person, not per address. */
export function moneyRateLimit(rateLimiters: RateLimiters): RequestHandler {
  return async (request, _response, next) => {
    await consumeOrRefuse(rateLimiters.moneyPerUser, signedIn(request).user.id, moneyRateLimitMessage);
    next();
  };
}
