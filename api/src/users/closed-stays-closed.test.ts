// A closed account stays closed (docs/security.md): its wallet cannot be unblocked, and no send or cash in reaches it
// whatever its blocked flag says; the admin views say it is closed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@wallet/common/admin';
import type { AdminUserJson, AdminWalletJson, WalletPageJson } from '@wallet/common/admin-json';
import { agentMessages } from '@wallet/common/agents';
import { walletMessages } from '@wallet/common/wallet';
import { wallets } from '../db/schema';
import { agentWithFloat, cashIn, userWith } from '../test/cash';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson, STRONG_PASSWORD } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let admin: Person;
let closed: Person;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
  closed = await signedInPerson(api, { name: 'Carl Closed' });
  const answer = await callJson(api, 'POST', '/users/me/close', {
    cookie: closed.cookie,
    body: { password: STRONG_PASSWORD },
  });
  expect(answer.status).toBe(200);
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const setBlocked = (isBlocked: boolean) =>
  callJson(api, 'PATCH', `/wallets/block/${closed.walletId}`, {
    cookie: admin.cookie,
    body: { isBlocked, reason: 'asked by phone' },
  });

/** What the finding did first: an admin unblocked it. Here the flag is cleared behind the api's back. */
const clearBlockedFlagDirectly = () =>
  api.db.update(wallets).set({ isBlocked: false }).where(eq(wallets.id, closed.walletId));

describe('a closed account', () => {
  it('when an admin unblocks its wallet, then 409 says the account is closed and the wallet stays blocked', async () => {
    const answer = await setBlocked(false);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      message: adminMessages.closedAccountWallet,
      data: { code: 'ACCOUNT_CLOSED', field: 'walletId' },
    });
    const [wallet] = await api.db.select().from(wallets).where(eq(wallets.id, closed.walletId));
    expect(wallet?.isBlocked).toBe(true);
    // Blocking it again is harmless.
    expect((await setBlocked(true)).status).toBe(200);
  });

  it('when its wallet is somehow unblocked, then a send to it is refused as to no one and no money moves', async () => {
    await clearBlockedFlagDirectly();
    const sender = await userWith(api, 50, 'Sam Sender');

    const answer = await moneyCall(
      api,
      sender,
      'POST',
      '/wallets/send-money',
      { receiverId: closed.user.id, amount: 10 },
      randomUUID(),
    );

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(walletMessages.receiverNotFound);
    expect(await balanceCentsOf(api, closed.walletId)).toBe(0);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(5_000);
  });

  it("when its wallet is somehow unblocked, then an agent's cash in to it is refused and no money moves", async () => {
    await clearBlockedFlagDirectly();
    const agent = await agentWithFloat(api, 100);

    const answer = await cashIn(api, agent, { userId: closed.user.id, amount: 20 }, randomUUID());

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(agentMessages.userNotFound);
    expect(await balanceCentsOf(api, closed.walletId)).toBe(0);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(10_000);
  });

  it('when an admin looks at it, then the user and the wallet say Closed', async () => {
    const user = await callJson(api, 'GET', `/users/${closed.user.id}`, { cookie: admin.cookie });
    expect(user.status).toBe(200);
    expect((user.body.data as AdminUserJson).isClosed).toBe(true);
    const me = await callJson(api, 'GET', `/users/${admin.user.id}`, { cookie: admin.cookie });
    expect((me.body.data as AdminUserJson).isClosed).toBe(false);

    const list = await callJson(api, 'GET', '/wallets?limit=50', { cookie: admin.cookie });
    const rows = (list.body.data as WalletPageJson).data;
    const row = rows.find((wallet: AdminWalletJson) => wallet.user._id === closed.user.id);
    expect(row?.isClosed).toBe(true);
    expect(rows.find((wallet: AdminWalletJson) => wallet.user._id === admin.user.id)?.isClosed).toBe(false);
  });
});
