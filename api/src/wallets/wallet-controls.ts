// A person's own controls on their wallet (docs/freeze-and-limits.md): freezing it in one step (no money leaves,
// money still comes in), unfreezing it with the password and, when on, the second factor, and personal daily and
// monthly limits at or below the platform's (lowered at once, raised or cleared only 24 hours later). Each change is
// written under the wallet's row lock, the lock every money function takes, with its audit record; the money
// functions' trigger wallets_personal_guard (api/drizzle/0020) enforces both in the transaction that moves money.
import { eq, sql } from 'drizzle-orm';
import { centsToDollars, dollarsToCents } from '@wallet/common/money';
import { settingsMessages } from '@wallet/common/settings';
import type { LimitPeriod } from '@wallet/common/wallet';
import { walletControlMessages } from '@wallet/common/wallet';
import type { MyWalletJson, WalletControlsJson, WalletJson } from '@wallet/common/wallet-json';
import { recordAudit } from '../audit/audit-log';
import { passwordMatches } from '../auth/passwords';
import type { SecretCheckLimiters } from '../auth/secret-checks';
import { countSecretCheck, forgetSecretChecks } from '../auth/secret-checks';
import type { Database, Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import { AppError } from '../http/app-error';
import { textFields } from '../http/body-fields';
import { parseAmountCents } from '../ledger/amount';
import { WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import type { LimitsConfig } from '../ledger/spending-limits';
import { limitsOfRole } from '../ledger/spending-limits';
import { findUserWithPasswordById } from '../people/users.repository';
import { invalidTwoFactorCode, useTwoFactorCode } from '../two-factor/two-factor-codes';
import type { TwoFactorKeys } from '../two-factor/two-factor-keys';
import { lockTwoFactor } from '../two-factor/two-factor.repository';
import { nextLiveSeq } from '../live/live-seq';
import { personalLimitInForce, withPersonalLimitCents } from './wallet-view';

/** How long a raised (or cleared) personal limit waits before it applies: the anti-coercion delay. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

const CONTROL_COLUMNS = {
  id: wallets.id,
  userId: wallets.userId,
  ownerRole: users.role,
  isFrozen: wallets.isFrozen,
  frozenAt: wallets.frozenAt,
  personalDailyLimitCents: wallets.personalDailyLimitCents,
  personalMonthlyLimitCents: wallets.personalMonthlyLimitCents,
  pendingDailyLimitCents: wallets.pendingDailyLimitCents,
  pendingDailyLimitAt: wallets.pendingDailyLimitAt,
  pendingMonthlyLimitCents: wallets.pendingMonthlyLimitCents,
  pendingMonthlyLimitAt: wallets.pendingMonthlyLimitAt,
};

type ControlRow = {
  [Column in keyof typeof CONTROL_COLUMNS]: (typeof CONTROL_COLUMNS)[Column]['_']['data'] | null;
} & { id: string; userId: string; isFrozen: boolean };

/** The personal limits in force at `now`: a pending change whose time has come counts as applied. */
export function effectivePersonalLimits(row: ControlRow, now: Date): ControlRow {
  const due = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
  const daily = due(row.pendingDailyLimitAt);
  const monthly = due(row.pendingMonthlyLimitAt);
  return {
    ...row,
    personalDailyLimitCents: personalLimitInForce(
      row.personalDailyLimitCents,
      row.pendingDailyLimitCents,
      row.pendingDailyLimitAt,
      now,
    ),
    pendingDailyLimitCents: daily ? null : row.pendingDailyLimitCents,
    pendingDailyLimitAt: daily ? null : row.pendingDailyLimitAt,
    personalMonthlyLimitCents: personalLimitInForce(
      row.personalMonthlyLimitCents,
      row.pendingMonthlyLimitCents,
      row.pendingMonthlyLimitAt,
      now,
    ),
    pendingMonthlyLimitCents: monthly ? null : row.pendingMonthlyLimitCents,
    pendingMonthlyLimitAt: monthly ? null : row.pendingMonthlyLimitAt,
  };
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function controlsJsonOf(row: ControlRow, config: LimitsConfig, now = new Date()): WalletControlsJson {
  const effective = effectivePersonalLimits(row, now);
  const platform = limitsOfRole(config.limits, row.ownerRole ?? 'user');
  return {
    isFrozen: row.isFrozen,
    frozenAt: row.frozenAt?.toISOString() ?? null,
    platformDailyAmount: centsToDollars(platform.dailyAmountCents),
    platformMonthlyAmount: centsToDollars(platform.monthlyAmountCents),
    personalDailyAmount: dollarsOrNull(effective.personalDailyLimitCents),
    personalMonthlyAmount: dollarsOrNull(effective.personalMonthlyLimitCents),
    pendingDailyAmount: dollarsOrNull(effective.pendingDailyLimitCents),
    pendingDailyAt: effective.pendingDailyLimitAt?.toISOString() ?? null,
    pendingMonthlyAmount: dollarsOrNull(effective.pendingMonthlyLimitCents),
    pendingMonthlyAt: effective.pendingMonthlyLimitAt?.toISOString() ?? null,
  };
}

/** The controls of this person's wallet, read (or locked, inside a transaction) through `q`. */
async function controlRow(q: Queryable, userId: string, lock: boolean): Promise<ControlRow> {
  const select = q
    .select(CONTROL_COLUMNS)
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.userId, userId));
  const [row] = lock ? await select.for('no key update', { of: wallets }) : await select;
  if (row === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  return row;
}

export async function findWalletControls(
  q: Queryable,
  userId: string,
  config: LimitsConfig,
): Promise<WalletControlsJson> {
  return controlsJsonOf(await controlRow(q, userId, false), config);
}

export interface ControlAnswer {
  message: string;
  controls: WalletControlsJson;
}

/** POST /wallets/freeze: idempotent, a wallet already frozen stays so (200, nothing written, nothing audited). */
export async function freezeWallet(
  db: Database,
  userId: string,
  config: LimitsConfig,
): Promise<ControlAnswer> {
  return db.transaction(async (transaction) => {
    const row = await controlRow(transaction, userId, true);
    if (row.isFrozen) {
      return { message: walletControlMessages.alreadyFrozen, controls: controlsJsonOf(row, config) };
    }
    await transaction
      .update(wallets)
      .set({ isFrozen: true, frozenAt: sql`now()`, liveSeq: nextLiveSeq(), updatedAt: sql`now()` })
      .where(eq(wallets.id, row.id));
    await recordAudit(transaction, {
      actorId: userId,
      action: 'wallet.freeze',
      targetUserId: userId,
      targetWalletId: row.id,
      reason: null,
    });
    return {
      message: walletControlMessages.frozen,
      controls: await findWalletControls(transaction, userId, config),
    };
  });
}

export interface UnfreezeDependencies {
  db: Database;
  twoFactorKeys: TwoFactorKeys;
  rateLimiters: SecretCheckLimiters;
}

/**
 * POST /wallets/unfreeze `{ password, twoFactorCode? }`: the password, then (when two-factor sign-in is on) a code of
 * the app or a recovery code, their tries counted as every password check behind a session is. A wallet that is not
 * frozen answers 200 and stays as it is, once the secrets are right.
 */
export async function unfreezeWallet(
  dependencies: UnfreezeDependencies,
  userId: string,
  body: Record<string, unknown>,
  config: LimitsConfig,
): Promise<ControlAnswer> {
  const typed = textFields(body, { password: 'Password', twoFactorCode: 'Two-factor code' });
  if (typed.password === undefined || typed.password === '') {
    throw new AppError(400, walletControlMessages.passwordRequired, 'VALIDATION_FAILED', 'password');
  }
  const { db, twoFactorKeys, rateLimiters } = dependencies;
  await countSecretCheck(rateLimiters, userId);
  const account = await findUserWithPasswordById(db, userId);
  if (account === undefined || !(await passwordMatches(account.passwordHash, typed.password))) {
    throw new AppError(400, settingsMessages.passwordWrong, 'PASSWORD_INCORRECT', 'password');
  }
  const answer = await db.transaction(async (transaction) => {
    const twoFactor = await lockTwoFactor(transaction, userId);
    if (twoFactor?.enabledAt != null) {
      const code = typed.twoFactorCode?.trim() ?? '';
      if (code === '') {
        throw new AppError(
          400,
          walletControlMessages.twoFactorCodeRequired,
          'TWO_FACTOR_REQUIRED',
          'twoFactorCode',
        );
      }
      if (!(await useTwoFactorCode(transaction, twoFactorKeys, userId, twoFactor, code))) {
        throw invalidTwoFactorCode(400, 'twoFactorCode');
      }
    }
    const row = await controlRow(transaction, userId, true);
    if (!row.isFrozen) {
      return { message: walletControlMessages.notFrozen, controls: controlsJsonOf(row, config) };
    }
    await transaction
      .update(wallets)
      .set({ isFrozen: false, frozenAt: null, liveSeq: nextLiveSeq(), updatedAt: sql`now()` })
      .where(eq(wallets.id, row.id));
    await recordAudit(transaction, {
      actorId: userId,
      action: 'wallet.unfreeze',
      targetUserId: userId,
      targetWalletId: row.id,
      reason: null,
    });
    return {
      message: walletControlMessages.unfrozen,
      controls: await findWalletControls(transaction, userId, config),
    };
  });
  await forgetSecretChecks(rateLimiters, userId);
  return answer;
}

/** A limit of the body: undefined when absent, null to go back to the platform's, else cents (as any amount). */
function parseLimit(body: Record<string, unknown>, field: 'dailyAmount' | 'monthlyAmount') {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null) return null;
  // "100" and "12.50" are read as the web form's text is; the amount rules are the money routes' (ledger/amount.ts).
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  try {
    return parseAmountCents(number);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.status, error.message, error.code, field);
    throw error;
  }
}

const PERIODS: ReadonlyArray<{ field: 'dailyAmount' | 'monthlyAmount'; period: LimitPeriod }> = [
  { field: 'dailyAmount', period: 'daily' },
  { field: 'monthlyAmount', period: 'monthly' },
];

/** How an answer names a moment: "Nov 28, 2026, 01:30 UTC". */
function whenText(at: Date): string {
  return `${at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })} UTC`;
}

/**
 * PATCH /wallets/personal-limits `{ dailyAmount?, monthlyAmount? }`: each at most the platform's limit; a lower limit
 * (than the one in force) applies at once and drops a raise still waiting; a higher one, or null (back to the
 * platform's), waits 24 hours. Audited with what changed.
 */
export async function setPersonalLimits(
  db: Database,
  userId: string,
  body: Record<string, unknown>,
  config: LimitsConfig,
): Promise<ControlAnswer> {
  const asked = PERIODS.map((entry) => ({ ...entry, cents: parseLimit(body, entry.field) })).filter(
    (entry) => entry.cents !== undefined,
  );
  if (asked.length === 0) {
    throw new AppError(400, walletControlMessages.limitsEmpty, 'VALIDATION_FAILED', 'dailyAmount');
  }
  return db.transaction(async (transaction) => {
    const now = new Date();
    const locked = await controlRow(transaction, userId, true);
    const platform = limitsOfRole(config.limits, locked.ownerRole ?? 'user');
    const row = effectivePersonalLimits(locked, now);
    const platformOf = (period: LimitPeriod) =>
      period === 'daily' ? platform.dailyAmountCents : platform.monthlyAmountCents;
    const changes: Partial<typeof wallets.$inferInsert> = {};
    const said: string[] = [];
    for (const { field, period, cents } of asked) {
      const wanted = cents as number | null;
      if (wanted !== null && wanted > platformOf(period)) {
        throw new AppError(
          400,
          walletControlMessages.limitAbovePlatform(period, platformOf(period)),
          'LIMIT_ABOVE_PLATFORM',
          field,
        );
      }
      const current =
        (period === 'daily' ? row.personalDailyLimitCents : row.personalMonthlyLimitCents) ??
        platformOf(period);
      const lowering = wanted !== null && wanted <= current;
      const later = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
      if (period === 'daily') {
        Object.assign(changes, {
          personalDailyLimitCents: lowering ? wanted : row.personalDailyLimitCents,
          pendingDailyLimitCents: lowering ? null : wanted,
          pendingDailyLimitAt: lowering ? null : later,
        });
      } else {
        Object.assign(changes, {
          personalMonthlyLimitCents: lowering ? wanted : row.personalMonthlyLimitCents,
          pendingMonthlyLimitCents: lowering ? null : wanted,
          pendingMonthlyLimitAt: lowering ? null : later,
        });
      }
      said.push(
        lowering
          ? walletControlMessages.limitNow(period, wanted)
          : walletControlMessages.limitLater(period, wanted, whenText(later)),
      );
    }
    // What a due change made of the other period is written too, so the row says what is in force.
    await transaction
      .update(wallets)
      .set({
        personalDailyLimitCents: row.personalDailyLimitCents,
        pendingDailyLimitCents: row.pendingDailyLimitCents,
        pendingDailyLimitAt: row.pendingDailyLimitAt,
        personalMonthlyLimitCents: row.personalMonthlyLimitCents,
        pendingMonthlyLimitCents: row.pendingMonthlyLimitCents,
        pendingMonthlyLimitAt: row.pendingMonthlyLimitAt,
        ...changes,
        liveSeq: nextLiveSeq(),
        updatedAt: sql`now()`,
      })
      .where(eq(wallets.id, row.id));
    const message = said.join(' ');
    await recordAudit(transaction, {
      actorId: userId,
      action: 'wallet.personal_limits',
      targetUserId: userId,
      targetWalletId: row.id,
      reason: message.slice(0, 500),
    });
    return { message, controls: await findWalletControls(transaction, userId, config) };
  });
}

/** The owner's wallet with their controls, its limits the personal ones where lower (what the money functions apply). */
export function withPersonalLimits(wallet: WalletJson, controls: WalletControlsJson): MyWalletJson {
  const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));
  return {
    ...withPersonalLimitCents(wallet, {
      dailyCents: cents(controls.personalDailyAmount),
      monthlyCents: cents(controls.personalMonthlyAmount),
    }),
    controls,
  };
}
