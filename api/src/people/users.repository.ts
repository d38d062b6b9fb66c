// SQL for people and the wallet each one gets with their account.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import type { Database, Queryable } from '../db/database';
import { ledgerAccounts, users, wallets } from '../db/schema';
import type { User, UserWithPassword } from './user';

export interface NewUser {
  name: string;
  /** Already normalized (trimmed, lower-case). */
  email: string;
  phone: string;
  role: Role;
  passwordHash: string;
  isEmailVerified: boolean;
  isApproved: boolean;
}

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

/** The columns of User: every column but the password hash. */
export const USER_COLUMNS = userColumns;

/** Uses the unique index on lower(email). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithPassword | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserWithPasswordById(
  db: Queryable,
  userId: string,
): Promise<UserWithPassword | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Adds a wallet account to the ledger and the wallet row that carries its balance (zero). */
export async function insertWallet(db: Queryable, userId: string): Promise<string> {
  const [account] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'wallet' })
    .returning({ id: ledgerAccounts.id });
  if (account === undefined) throw new Error('insert into ledger_accounts returned no row');
  await db.insert(wallets).values({ id: account.id, userId });
  return account.id;
}

/** Whether any open account is an admin: production without one tells the operator how to make one. */
export async function hasOpenAdmin(db: Queryable): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.closedAt} is null`))
    .limit(1);
  return admin !== undefined;
}

export async function hasWallet(db: Queryable, userId: string): Promise<boolean> {
  const [wallet] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
  return wallet !== undefined;
}

/** The person and their wallet in one transaction: either both exist afterwards or neither does. */
export async function insertUserWithWallet(db: Database, newUser: NewUser): Promise<User> {
  return db.transaction(async (transaction) => {
    const [user] = await transaction.insert(users).values(newUser).returning(USER_COLUMNS);
    if (user === undefined) throw new Error('insert into users returned no row');
    await insertWallet(transaction, user.id);
    return user;
  });
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  profile: { name: string; phone: string },
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(USER_COLUMNS);
  return user;
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)));
}

/** Makes an existing account an admin with this password, verified and approved. */
export async function makeAdmin(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      role: 'admin',
      isEmailVerified: true,
      isApproved: true,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
