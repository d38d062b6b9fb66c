// GET /users/me and PATCH /users/update: the signed-in person's own account, by the profile rules, nothing else written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const updateProfile = (cookie: string | undefined, body: unknown) =>
  callJson(api, 'PATCH', '/users/update', { cookie, body });

describe('GET /users/me', () => {
  it('when signed in, then it returns the account in the API shape, without the password hash', async () => {
    const account = await createAccount(api, { name: 'Alice', role: 'agent' });
    const cookie = await signIn(api, account);

    const answer = await callJson(api, 'GET', '/users/me', { cookie });

    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toEqual({
      _id: account.id,
      name: 'Alice',
      email: account.email,
      phone: '01712345678',
      role: 'agent',
      isEmailVerified: true,
      isApproved: true,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    });
  });

  it('when the account changes in the database, then the next request sees it (no cached person)', async () => {
    const account = await createAccount(api);
    const cookie = await signIn(api, account);
    await api.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, account.id));

    const answer = await callJson(api, 'GET', '/users/me', { cookie });
    expect(answer.body.data).toMatchObject({ name: 'Renamed' });
  });

  it('when not signed in, then 401 "You are not signed in"', async () => {
    const answer = await callJson(api, 'GET', '/users/me');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('You are not signed in');
  });
});

describe('PATCH /users/update', () => {
  it('when name and phone are valid, then they are saved trimmed and the account comes back', async () => {
    const account = await createAccount(api);
    const cookie = await signIn(api, account);

    const answer = await updateProfile(cookie, { name: '  Alice Cooper ', phone: '01912345678' });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profile updated successfully!');
    expect(answer.body.data).toMatchObject({ _id: account.id, name: 'Alice Cooper', phone: '01912345678' });
    const updatedAt = (answer.body.data as { updatedAt: string }).updatedAt;
    expect(new Date(updatedAt).getTime()).toBeGreaterThanOrEqual(account.updatedAt.getTime());
    const me = await callJson(api, 'GET', '/users/me', { cookie });
    expect(me.body.data).toMatchObject({ name: 'Alice Cooper', phone: '01912345678' });
  });

  it('when other fields are sent along, then they are ignored', async () => {
    const account = await createAccount(api, { role: 'agent', isApproved: true });
    const cookie = await signIn(api, account);

    const answer = await updateProfile(cookie, {
      name: 'Agent Smith',
      phone: '01712345679',
      role: 'admin',
      email: 'taken-over@example.com',
      isApproved: false,
      isEmailVerified: false,
      passwordHash: 'planted',
      _id: '00000000-0000-4000-8000-000000000000',
    });

    expect(answer.status).toBe(200);
    const [stored] = await api.db.select().from(users).where(eq(users.id, account.id));
    expect(stored).toMatchObject({
      name: 'Agent Smith',
      phone: '01712345679',
      role: 'agent',
      email: account.email,
      isApproved: true,
      isEmailVerified: true,
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ name: '', phone: '01712345678' }, 'name', 'Name is required'],
    [{ phone: '01712345678' }, 'name', 'Name is required'],
    [{ name: 'A', phone: '01712345678' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51), phone: '01712345678' }, 'name', 'Name must be less than 50 characters'],
    [{ name: 'Alice', phone: '' }, 'phone', 'Phone number is required'],
    [{ name: 'Alice' }, 'phone', 'Phone number is required'],
    [{ name: 'Alice', phone: '01212345678' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ name: 'Alice', phone: '0171234567' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ name: 'Alice', phone: '+8801712345678' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ name: 'Alice', phone: 1712345678 }, 'phone', 'Phone number must be text'],
  ])('when the form is %o, then 400 names %s: "%s" and nothing changes', async (body, field, message) => {
    const account = await createAccount(api, { name: 'Before' });
    const cookie = await signIn(api, account);

    const answer = await updateProfile(cookie, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message, data: { code: 'VALIDATION_FAILED', field } });
    const [stored] = await api.db.select().from(users).where(eq(users.id, account.id));
    expect(stored).toMatchObject({ name: 'Before', phone: '01712345678' });
  });

  it('when not signed in, then 401 and nothing changes', async () => {
    const answer = await updateProfile(undefined, { name: 'Alice', phone: '01712345678' });
    expect(answer.status).toBe(401);
  });
});
