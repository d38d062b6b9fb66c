// Demo accounts for the embedded database (DESIGN.md §2): one admin, one approved agent, two users, created once,
// with money and history that came through the ledger like any other.
import type { Role } from '@wallet/common/auth';
import { cashIn } from '../agents/cash-in';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { hashPassword } from '../auth/passwords';
import type { MoneyContext } from '../ledger/money-context';
import { runMoneyTransaction } from '../ledger/money-transaction';
import { ensurePlatformAccounts } from '../ledger/platform-accounts';
import type { LimitsConfig } from '../ledger/spending-limits';
import { deposit } from '../wallets/add-money';
import { discardReceipts } from '../mail/receipt-outbox';
import { sendMoney } from '../wallets/send-money';
import { completePayout } from '../withdrawals/settle-withdrawal';
import { withdrawMoney } from '../withdrawals/withdraw';
import { findUserByEmail, insertUserWithWallet } from '../people/users.repository';

/** Meets every password rule of SPEC.md §5. Printed at start-up: these accounts are for trying the product locally. */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role; phone: string }[] = [
  { email: 'admin@wallet.local', name: 'Demo Admin', role: 'admin', phone: '01710000001' },
  { email: 'agent@wallet.local', name: 'Demo Agent', role: 'agent', phone: '01710000002' },
  { email: 'alice@wallet.local', name: 'Alice Demo', role: 'user', phone: '01710000003' },
  { email: 'bob@wallet.local', name: 'Bob Demo', role: 'user', phone: '01710000004' },
];

/**
 * Creates each demo account that does not exist yet, verified and approved, with an empty wallet. An existing
 * one is left alone, so a changed password stays changed. When this run created all of them, they get their
 * money and history through the ledger's own operations; a restart finds them and adds nothing.
 */
export async function seedDemoAccounts(
  db: Database,
  config: LimitsConfig &
    Pick<Config, 'agentCommissionPpm' | 'agentCommissionDailyCapCents' | 'addMoneyLimits'>,
): Promise<string[]> {
  const created: string[] = [];
  const userIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if ((await findUserByEmail(db, account.email)) !== undefined) continue;
    try {
      const user = await insertUserWithWallet(db, {
        ...account,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isEmailVerified: true,
        isApproved: true,
      });
      created.push(account.email);
      userIds.set(account.email, user.id);
    } catch (error) {
      // Another process seeded it in the meantime.
      if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
    }
  }
  const [agent, alice, bob] = ['agent', 'alice', 'bob'].map((name) => userIds.get(`${name}@wallet.local`));
  if (agent !== undefined && alice !== undefined && bob !== undefined) {
    const money = {
      limits: config.limits,
      timeZoneLimits: config.timeZoneLimits,
      addMoneyLimits: config.addMoneyLimits,
      agentCommissionPpm: config.agentCommissionPpm,
      agentCommissionDailyCapCents: config.agentCommissionDailyCapCents,
      platformAccounts: await ensurePlatformAccounts(db),
    };
    await fundDemoAccounts(db, money, { agent, alice, bob });
  }
  return created;
}

/**
 * Deposits, sends both ways, a paid-out withdrawal and the agent's cash in to Alice, each its own transaction as
 * a person would make them.
 */
async function fundDemoAccounts(
  db: Database,
  money: MoneyContext & Pick<Config, 'agentCommissionPpm' | 'agentCommissionDailyCapCents'>,
  people: { agent: string; alice: string; bob: string },
): Promise<void> {
  const { agent, alice, bob } = people;
  const once = (work: Parameters<typeof runMoneyTransaction>[1]) => runMoneyTransaction(db, work);
  const depositOf = (userId: string, amountCents: number, description: string) =>
    once((tx) => deposit(tx, money, { userId, amountCents, idempotencyKey: null, description }));
  const send = async (
    senderUserId: string,
    receiverUserId: string,
    amountCents: number,
    description: string,
  ) => {
    const sent = await sendMoney(db, money, {
      senderUserId,
      receiverUserId,
      amountCents,
      idempotencyKey: null,
      fingerprint: null,
      description,
    });
    // Demo history mails no one: its receipts leave the outbox unsent.
    await discardReceipts(db, sent.receipts);
  };

  await depositOf(alice, 150_000, 'Salary');
  await depositOf(bob, 80_000, 'Savings transfer');
  await depositOf(agent, 500_000, 'Agent float top-up');
  await send(alice, bob, 12_000, 'Dinner');
  await send(bob, alice, 4_550, 'Movie tickets');
  await send(alice, bob, 3_000, 'Taxi');
  const withdrawnCents = 20_000;
  const withdrawalId = await withdrawMoney(db, money, {
    userId: alice,
    amountCents: withdrawnCents,
    method: 'bank',
    idempotencyKey: null,
    fingerprint: null,
    description: 'To my bank account',
  });
  // Paid out at once: the demo shows a finished withdrawal without waiting for the processor.
  await once((tx) => completePayout(tx, money, { id: withdrawalId, amountCents: withdrawnCents }));
  const cashedIn = await cashIn(db, money, {
    agentUserId: agent,
    userId: alice,
    amountCents: 10_000,
    idempotencyKey: null,
    fingerprint: null,
    description: 'Cash at the corner shop',
  });
  await discardReceipts(db, cashedIn.receipts);
}

/** The start-up line that tells a local user how to sign in. */
export function demoAccountsLine(): string {
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`).join(', ');
  return `Demo accounts: ${accounts} — password ${DEMO_PASSWORD} (unless changed since)`;
}
