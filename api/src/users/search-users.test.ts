// GET /users/search: verified people with the user role, found by name, e-mail, phone or id, shown masked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { users } from '../db/schema';
import { callJson, createAccount, signIn, uniqueEmail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { maskEmail, maskPhone, searchUsersMessages } from './search-users';
import type { UserMatchJson } from '@wallet/common/wallet-json';

let api: TestApi;
let callerCookie: string;

beforeAll(async () => {
  api = await startTestApi();
  callerCookie = await signIn(api, await createAccount(api, { name: 'Searching Caller' }));
});

afterAll(async () => {
  await api.close();
});

const search = (query: string, cookie: string | undefined = callerCookie) =>
  callJson(api, 'GET', `/users/search?${query}`, { cookie });

async function matches(text: string, cookie?: string): Promise<UserMatchJson[]> {
  const answer = await search(`search=${encodeURIComponent(text)}`, cookie);
  expect(answer.status).toBe(200);
  return answer.body.data as UserMatchJson[];
}

const names = (found: UserMatchJson[]) => found.map(({ name }) => name);

/** A person with the user role and this phone; the tag keeps each test's people apart. */
async function user(
  name: string,
  options: { phone?: string; email?: string; isEmailVerified?: boolean } = {},
) {
  const account = await createAccount(api, {
    name,
    ...(options.email === undefined ? {} : { email: options.email }),
    ...(options.isEmailVerified === undefined ? {} : { isEmailVerified: options.isEmailVerified }),
  });
  if (options.phone !== undefined) {
    await api.db.update(users).set({ phone: options.phone }).where(eq(users.id, account.id));
  }
  return account;
}

describe('GET /users/search', () => {
  it('when a name matches in another case, then the person comes back masked, ordered by name', async () => {
    const zed = await user('Zed Tagone', { email: 'zed.tagone@wallet.local', phone: '01700001234' });
    await user('Amy Tagone', { email: uniqueEmail('amy') });

    const found = await matches('TAGONE');

    expect(names(found)).toEqual(['Amy Tagone', 'Zed Tagone']);
    // SPEC.md §3's user fields (email and phone masked: anyone signed in may search), and the masked names.
    expect(found[1]).toEqual({
      _id: zed.id,
      name: 'Zed Tagone',
      email: 'ze•••@wallet.local',
      phone: '•••••••1234',
      role: 'user',
      maskedEmail: 'ze•••@wallet.local',
      maskedPhone: '•••••••1234',
    });
    expect(JSON.stringify(found)).not.toContain('tagone@');
  });

  it('when the search is part of an e-mail, a phone number or an exact id, then that person is found', async () => {
    const person = await user('Quiet Person', { email: 'mailbox.tagtwo@example.org', phone: '01855512345' });

    expect(names(await matches('BOX.TAGTWO@'))).toEqual(['Quiet Person']);
    expect(names(await matches('555-123'))).toEqual(['Quiet Person']);
    expect(names(await matches(' +01855512345 '))).toEqual(['Quiet Person']);
    expect(names(await matches(person.id.toUpperCase()))).toEqual(['Quiet Person']);
  });

  it('when the search holds %, _, quote or regex characters, then they match literally', async () => {
    await user('Percent 100% Tagthree');
    await user('Under_score Tagthree');
    await user("O'Brien Tagthree");
    await user('Dot.star Tagthree');
    await user('Plain Tagthree');

    expect(names(await matches('0%'))).toEqual(['Percent 100% Tagthree']);
    expect(await matches('%%')).toEqual([]);
    expect(names(await matches('r_s'))).toEqual(['Under_score Tagthree']);
    expect(await matches('__')).toEqual([]);
    expect(names(await matches("O'B"))).toEqual(["O'Brien Tagthree"]);
    expect(names(await matches('.star'))).toEqual(['Dot.star Tagthree']);
    expect(await matches('.*')).toEqual([]);
    expect(await matches('\\%')).toEqual([]);
  });

  it('when the caller, agents, admins or unverified people would match, then none of them is listed', async () => {
    const caller = await createAccount(api, { name: 'Self Tagfour' });
    const cookie = await signIn(api, caller);
    await createAccount(api, { name: 'Agent Tagfour', role: 'agent' });
    await createAccount(api, { name: 'Admin Tagfour', role: 'admin' });
    await user('Unverified Tagfour', { isEmailVerified: false });
    await user('Other Tagfour');

    expect(names(await matches('tagfour', cookie))).toEqual(['Other Tagfour']);
    expect(await matches(caller.id, cookie)).toEqual([]);
  });

  it('when an agent searches, then users are found; when an admin or nobody does, then 403 and 401', async () => {
    await user('Findable Tagfive');
    const agentCookie = await signIn(api, await createAccount(api, { role: 'agent' }));
    const adminCookie = await signIn(api, await createAccount(api, { role: 'admin' }));

    expect(names(await matches('tagfive', agentCookie))).toEqual(['Findable Tagfive']);
    expect((await search('search=tagfive', adminCookie)).status).toBe(403);
    expect((await callJson(api, 'GET', '/users/search?search=tagfive')).status).toBe(401);
  });

  it('when more people match than the limit, then only the first ones by name come back', async () => {
    for (const letter of ['D', 'B', 'E', 'A', 'C']) await user(`${letter} Tagsix`);

    expect(names(await matches('tagsix'))).toEqual([
      'A Tagsix',
      'B Tagsix',
      'C Tagsix',
      'D Tagsix',
      'E Tagsix',
    ]);
    const limited = await search('search=tagsix&limit=2');
    expect(names(limited.body.data as UserMatchJson[])).toEqual(['A Tagsix', 'B Tagsix']);
  });

  it('when the search is shorter than 2 characters after trimming, missing or too long, then it answers 400', async () => {
    for (const query of ['', 'search=', 'search=a', 'search=%20a%20%20', 'search=a&search=b']) {
      const answer = await search(query);
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({
        query,
        status: 400,
        message: walletMessages.searchTooShort,
      });
    }
    const tooLong = await search(`search=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(searchUsersMessages.tooLong);
  });

  it('when the limit is not a whole number from 1 to 20, then it answers 400', async () => {
    for (const limit of ['0', '21', '-1', '2.5', 'many', '1&limit=2']) {
      const answer = await search(`search=tag&limit=${limit}`);
      expect({ limit, status: answer.status, message: answer.body.message }).toEqual({
        limit,
        status: 400,
        message: 'limit must be a whole number from 1 to 20',
      });
    }
    expect((await search('search=tag&limit=20')).status).toBe(200);
    expect((await search('search=tag&limit=1')).status).toBe(200);
  });
});

describe('masks', () => {
  it('when e-mails and phones are masked, then only a short start or the last four digits show', () => {
    expect(maskEmail('alice@wallet.local')).toBe('al•••@wallet.local');
    expect(maskEmail('ab@x.com')).toBe('a•••@x.com');
    expect(maskEmail('a@x.com')).toBe('•••@x.com');
    expect(maskPhone('01712341234')).toBe('•••••••1234');
    expect(maskPhone('+1 (555) 010-2030')).toBe('•••••••2030');
    expect(maskPhone('123')).toBe('•••');
    expect(maskPhone('')).toBe('');
  });
});
