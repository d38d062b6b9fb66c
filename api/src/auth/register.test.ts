// POST /auth/register: the rules of SPEC.md §5 on the server, user and agent only, nothing but the form stored, a wallet with the account.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, users, wallets } from '../db/schema';
import { INTERNAL_ERROR_MESSAGE } from '../http/error-handler';
import { latestOutboxMail, post, STRONG_PASSWORD, uniqueEmail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const registration = (changes: Record<string, unknown> = {}) => ({
  name: 'Alice Smith',
  email: uniqueEmail('alice'),
  password: STRONG_PASSWORD,
  phone: '01712345678',
  role: 'user',
  ...changes,
});

async function storedUser(email: string) {
  const [user] = await api.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function rowCounts() {
  const [people] = await api.db.select({ count: count() }).from(users);
  const [accounts] = await api.db.select({ count: count() }).from(ledgerAccounts);
  const [walletRows] = await api.db.select({ count: count() }).from(wallets);
  return { users: people?.count, ledgerAccounts: accounts?.count, wallets: walletRows?.count };
}

describe('POST /auth/register', () => {
  it('when a user registers, then 201 returns the account without any password, and the e-mail is stored lower-case', async () => {
    const email = uniqueEmail('Alice').replace('alice', 'Alice');
    const answer = await post(api, '/auth/register', registration({ email: `  ${email.toUpperCase()} ` }));

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Registration successful',
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        name: 'Alice Smith',
        email: email.toLowerCase(),
        phone: '01712345678',
        role: 'user',
        isEmailVerified: false,
        isApproved: true,
        createdAt: expect.any(String) as string,
        updatedAt: expect.any(String) as string,
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
    expect(answer.cookies).toEqual([]);
  });

  it('when an account is created, then its password is kept as an argon2id hash of at least OWASP cost', async () => {
    const email = uniqueEmail();
    await post(api, '/auth/register', registration({ email }));

    const user = await storedUser(email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(user?.passwordHash ?? '') ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('when an account is created, then a wallet with balance 0 is created with it, on its own ledger account', async () => {
    const email = uniqueEmail();
    const answer = await post(api, '/auth/register', registration({ email }));
    const userId = (answer.body.data as { _id: string })._id;

    const rows = await api.db
      .select({ wallet: wallets, kind: ledgerAccounts.kind })
      .from(wallets)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, wallets.id))
      .where(eq(wallets.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('wallet');
    expect(rows[0]?.wallet).toMatchObject({ balanceCents: 0, isBlocked: false, dailySpentCents: 0 });
  });

  it('when an agent registers, then the account waits for approval', async () => {
    const answer = await post(api, '/auth/register', registration({ role: 'agent' }));

    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ role: 'agent', isApproved: false, isEmailVerified: false });
  });

  it.each(['admin', 'Admin', 'superuser', '', ' user', 42, null, ['user'], { role: 'user' }])(
    'when the role is %j, then 400 asks to select a role and nothing is stored',
    async (role) => {
      const email = uniqueEmail();
      const answer = await post(api, '/auth/register', registration({ email, role }));

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: 'Please select a role',
        data: { code: 'VALIDATION_FAILED', field: 'role' },
      });
      expect(await storedUser(email)).toBeUndefined();
    },
  );

  it('when the role is missing, then 400 asks to select a role', async () => {
    const { role: _role, ...withoutRole } = registration();
    const answer = await post(api, '/auth/register', withoutRole);
    expect(answer.body.message).toBe('Please select a role');
  });

  it('when the body carries extra fields, then they are ignored and never stored', async () => {
    const email = uniqueEmail();
    const answer = await post(
      api,
      '/auth/register',
      registration({
        email,
        role: 'agent',
        isApproved: true,
        isEmailVerified: true,
        passwordHash: 'planted',
        _id: '00000000-0000-4000-8000-000000000000',
        id: '00000000-0000-4000-8000-000000000000',
        createdAt: '2000-01-01T00:00:00.000Z',
        balance: 1_000_000,
        wallet: { balanceCents: 100 },
        roles: ['admin'],
        'role ': 'admin',
      }),
    );

    expect(answer.status).toBe(201);
    const user = await storedUser(email);
    expect(user).toMatchObject({ role: 'agent', isApproved: false, isEmailVerified: false });
    expect(user?.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.createdAt.getFullYear()).toBeGreaterThan(2000);
    const [wallet] = await api.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, user?.id ?? ''));
    expect(wallet?.balanceCents).toBe(0);
  });

  it('when the body tries prototype pollution, then nothing of it reaches the account', async () => {
    const email = uniqueEmail();
    const body = JSON.stringify(registration({ email })).replace(
      /^\{/,
      '{"__proto__":{"role":"admin","isApproved":true,"isEmailVerified":true},"constructor":{"prototype":{"isApproved":true}},',
    );
    const response = await fetch(api.apiUrl('/auth/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });

    expect(response.status).toBe(201);
    expect(await storedUser(email)).toMatchObject({ role: 'user', isEmailVerified: false });
    expect(({} as Record<string, unknown>).isApproved).toBeUndefined();
  });

  it('when the e-mail is taken, in any case, then the answer is that of a new account, nothing is written and the owner is told by mail', async () => {
    const email = uniqueEmail();
    const first = await post(api, '/auth/register', registration({ email }));
    expect(first.status).toBe(201);
    const before = await rowCounts();

    const answer = await post(
      api,
      '/auth/register',
      registration({ email: email.toUpperCase(), role: 'agent', name: 'Someone Else' }),
    );

    // The finding: 409 "An account with this email already exists" told anyone which addresses have accounts.
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Registration successful',
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        name: 'Someone Else',
        email,
        phone: '01712345678',
        role: 'agent',
        isEmailVerified: false,
        isApproved: false,
        createdAt: expect.any(String) as string,
        updatedAt: expect.any(String) as string,
      },
    });
    expect(Object.keys(answer.body.data as object)).toEqual(Object.keys(first.body.data as object));
    expect((answer.body.data as { _id: string })._id).not.toBe((first.body.data as { _id: string })._id);
    expect(await rowCounts()).toEqual(before);
    const mail = await latestOutboxMail(api, email, {
      subject: 'Someone tried to register with your address',
    });
    expect(mail?.text).toContain('An account with this email already exists, so nothing was created');
  });

  it('when the wallet cannot be written, then the account is not written either (no half-written registration)', async () => {
    const email = uniqueEmail();
    const before = await rowCounts();
    // A fault injected at the last write of the sign-up transaction.
    await api.db.execute(sql`
      create function refuse_wallet() returns trigger language plpgsql as $$
      begin raise exception 'wallet refused for this test'; end $$`);
    await api.db.execute(
      sql`create trigger refuse_wallet before insert on wallets for each row execute function refuse_wallet()`,
    );
    try {
      const answer = await post(api, '/auth/register', registration({ email }));

      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        success: false,
        message: INTERNAL_ERROR_MESSAGE,
        data: { code: 'INTERNAL_SERVER_ERROR' },
      });
    } finally {
      await api.db.execute(sql`drop trigger refuse_wallet on wallets`);
      await api.db.execute(sql`drop function refuse_wallet()`);
    }
    expect(await storedUser(email)).toBeUndefined();
    expect(await rowCounts()).toEqual(before);

    // The same address can then register for real.
    expect((await post(api, '/auth/register', registration({ email }))).status).toBe(201);
  });

  it('when two registrations for one address race, then both answer alike and exactly one account and one wallet are made', async () => {
    const email = uniqueEmail();
    const before = await rowCounts();

    const answers = await Promise.all([
      post(api, '/auth/register', registration({ email })),
      post(api, '/auth/register', registration({ email })),
    ]);

    // The loser is answered like a new address (docs/security.md: no enumeration).
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const after = await rowCounts();
    expect(after.users).toBe((before.users ?? 0) + 1);
    expect(after.wallets).toBe((before.wallets ?? 0) + 1);
    expect(after.ledgerAccounts).toBe((before.ledgerAccounts ?? 0) + 1);
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ email: 'alice' }, 'email', 'Please enter a valid email address'],
    [{ email: 'alice@example' }, 'email', 'Please enter a valid email address'],
    [{ email: undefined }, 'email', 'Please enter a valid email address'],
    [{ password: 'Sh0rt!' }, 'password', 'Password must be at least 8 characters'],
    [{ password: undefined }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'lowercase1!' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPERCASE1!' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'NoNumbers!!' }, 'password', 'Password must contain at least one number'],
    [{ password: 'NoSpecial123' }, 'password', 'Password must contain at least one special character'],
    [{ password: 'Under_Score1' }, 'password', 'Password must contain at least one special character'],
    [{ phone: '0171234567' }, 'phone', 'Phone number must be at least 11 digits'],
    [{ phone: undefined }, 'phone', 'Phone number must be at least 11 digits'],
    [{ phone: '0171234567x' }, 'phone', 'Phone number must contain only digits'],
    [{ phone: '+8801712345678' }, 'phone', 'Phone number must contain only digits'],
  ])(
    'when the form has %o, then 400 names %s: "%s", and nothing is stored',
    async (change, field, message) => {
      const email = uniqueEmail();
      const answer = await post(api, '/auth/register', registration({ email, ...change }));

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message, data: { code: 'VALIDATION_FAILED', field } });
      expect(await storedUser(email)).toBeUndefined();
    },
  );

  it('when a field is not text, then 400 says so', async () => {
    const answer = await post(api, '/auth/register', registration({ password: { $ne: '' } }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Password must be text',
      data: { code: 'VALIDATION_FAILED', field: 'password' },
    });
  });

  it('when the name has surrounding spaces, then it is stored trimmed', async () => {
    const email = uniqueEmail();
    await post(api, '/auth/register', registration({ email, name: '  Bob  ' }));
    expect((await storedUser(email))?.name).toBe('Bob');
  });

  it('when the body is empty, then 400 and the table holds no empty account', async () => {
    const answer = await post(api, '/auth/register', {});
    expect(answer.status).toBe(400);
    const [empty] = await api.db
      .select({ count: count() })
      .from(users)
      .where(sql`${users.name} = ''`);
    expect(empty?.count).toBe(0);
  });
});
