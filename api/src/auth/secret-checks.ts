// The limit on passwords and two-factor codes tried behind a session (RATE_LIMIT_RULES.secretChecksPerUser): without
// it a stolen session could guess the password it lacks, or the codes of an authenticator it does not hold, as fast
// as the api answers. Keyed by the person, so every route that checks a secret draws on one count.
import { settingsMessages } from '@wallet/common/settings';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, forget, inWholeUnits } from '../rate-limit/rate-limits';

export type SecretCheckLimiters = Pick<RateLimiters, 'secretChecksPerUser'>;

const tooManySecretChecks = (secondsLeft: number) =>
  settingsMessages.tooManySecretChecks(inWholeUnits(secondsLeft, 'minute'));

/** Before the password or code is checked: every try counts, right or wrong; over the limit, 429 with Retry-After. */
export function countSecretCheck(rateLimiters: SecretCheckLimiters, userId: string): Promise<void> {
  return consumeOrRefuse(rateLimiters.secretChecksPerUser, userId, tooManySecretChecks);
}

/** Once every secret the call asked for was right: the person starts afresh, as a sign-in clears its account's count. */
export function forgetSecretChecks(rateLimiters: SecretCheckLimiters, userId: string): Promise<void> {
  return forget(rateLimiters.secretChecksPerUser, userId);
}
