// How often e-mail codes may be asked for: once per 5 seconds and 10 times an hour per address, and per client address.
import type { CodePurpose } from './email-codes';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, inWholeUnits } from '../rate-limit/rate-limits';

/**
 * Counts a code request, whether or not an account has this address, so the answers (429 included) say
 * nothing about which addresses have accounts.
 */
export async function throttleCodeRequest(
  limiters: RateLimiters,
  request: { purpose: CodePurpose; email: string; ip: string | undefined },
): Promise<void> {
  await consumeOrRefuse(
    limiters.codePerIp,
    request.ip ?? 'unknown',
    (secondsLeft) => `Too many codes requested. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`,
  );
  const addressKey = `${request.purpose}:${request.email}`;
  await consumeOrRefuse(
    limiters.codeBurstPerAddress,
    addressKey,
    (secondsLeft) => `Please wait ${inWholeUnits(secondsLeft, 'second')} before requesting a new code`,
  );
  await consumeOrRefuse(
    limiters.codeHourlyPerAddress,
    addressKey,
    (secondsLeft) =>
      `Too many codes requested for this email. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`,
  );
}
