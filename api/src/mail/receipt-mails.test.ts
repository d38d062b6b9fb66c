// Receipts (docs/settings.md): after each completed movement every party with transaction alerts on gets one, with
// the amount, fee, counterparty, their own new balance and the transaction id; none on a replay, none when off.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithFloat, cashIn, cashOut, codeFor, userWith } from '../test/cash';
import { outbox, users } from '../db/schema';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import type { TestApi } from '../test/harness';
import type { PayoutOutcome } from '../withdrawals/payout-processor';
import type { PendingWithdrawal } from '../withdrawals/settle-withdrawal';
import { BANK_REFUSAL, FAILING_CENTS, startApiWithPayouts, withdrawalOf } from '../test/payouts';
import { receiptMail } from './receipt-mails';

/** A withdrawal of this amount (cents) stays pending (the decision throws); others but FAILING_CENTS are paid out. */
const UNDECIDED_CENTS = 1700;

function decidePayout(withdrawal: PendingWithdrawal): PayoutOutcome {
  if (withdrawal.amountCents === UNDECIDED_CENTS) throw new Error('the bank did not answer');
  return 'completed';
}

let api: TestApi;

beforeAll(async () => {
  api = await startApiWithPayouts(decidePayout);
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

type Mail = typeof outbox.$inferSelect;

/** Every receipt this person has been mailed, oldest first, once there are at least `atLeast` of them. */
async function receiptsOf(person: Person, atLeast: number): Promise<Mail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, person.user.email), like(outbox.subject, 'Wallet receipt:%')))
      .orderBy(asc(outbox.createdAt), asc(outbox.id));
    if (mails.length >= atLeast) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${person.user.email} has ${mails.length} receipts, expected at least ${atLeast}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The receipt of this transaction to this person (waiting for it). */
async function receiptFor(person: Person, transactionId: string): Promise<Mail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await receiptsOf(person, 0);
    const mail = mails.find((candidate) => candidate.text.includes(`Transaction ID: ${transactionId}`));
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no receipt of ${transactionId} to ${person.user.email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The receipt's label: value lines. */
function detailsIn(mail: Mail): Record<string, string> {
  const details: Record<string, string> = {};
  for (const line of mail.text.split('\n')) {
    const match = /^([A-Z][A-Za-z ]+): (.+)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) details[match[1]] = match[2];
  }
  return details;
}

/**
 * Waits for this person's receipt of the transaction and checks its subject and its label: value lines, the
 * transaction id among them (every receipt carries it).
 */
async function expectReceipt(
  person: Person,
  transactionId: string,
  subject: string,
  details: Record<string, string>,
): Promise<Mail> {
  const mail = await receiptFor(person, transactionId);
  expect(mail.subject).toBe(subject);
  expect(detailsIn(mail)).toEqual({ ...details, 'Transaction ID': transactionId });
  return mail;
}

/** The transaction ids of this person's receipts, oldest first, once there are at least `atLeast`. */
async function receiptIdsOf(person: Person, atLeast: number): Promise<(string | undefined)[]> {
  return (await receiptsOf(person, atLeast)).map((mail) => detailsIn(mail)['Transaction ID']);
}

const sendMoney = (sender: Person, receiver: Person, amount: number, idempotencyKey?: string) =>
  moneyCall(
    api,
    sender,
    'POST',
    '/wallets/send-money',
    { receiverId: receiver.user.id, amount },
    idempotencyKey,
  );

const transactionIdOf = (answer: { body: { data: unknown } }) =>
  (answer.body.data as { transaction: { _id: string } }).transaction._id;

/**
 * Adds 1.00 and waits for its receipt: receipts go out in order, so anything an earlier step could have mailed this
 * person has arrived by then. Answers the deposit's transaction id.
 */
async function laterDepositReceipt(person: Person): Promise<string> {
  const later = transactionIdOf(await addMoney(api, person, 1));
  await receiptFor(person, later);
  return later;
}

async function setTransactionAlerts(person: Person, on: boolean): Promise<void> {
  await api.db.update(users).set({ notifyTransactions: on }).where(eq(users.id, person.user.id));
}

describe('receipts of completed movements', () => {
  it('when a user adds 100.00, then they get a receipt with the amount, the bank or card, their new balance and the transaction id', async () => {
    const person = await userWith(api, 20, 'Dora Depositor');

    const answer = await addMoney(api, person, 100);

    const id = transactionIdOf(answer);
    const mail = await expectReceipt(person, id, 'Wallet receipt: $100.00 added to your wallet', {
      Amount: '$100.00',
      From: 'your bank or card',
      'Your new balance': '$120.00',
    });
    expect(mail.text).toContain('Hello Dora Depositor,');
    expect(mail.html).toContain(`<td>${id}</td>`);
  });

  it('when a user sends 25.00, then the sender is told to whom and the receiver from whom, each with their own new balance', async () => {
    const sender = await userWith(api, 100, 'Sally Sender');
    const receiver = await userWith(api, 10, 'Rick Receiver');

    const answer = await sendMoney(sender, receiver, 25);

    expect(answer.status).toBe(201);
    const id = transactionIdOf(answer);
    const sent = await receiptFor(sender, id);
    expect(sent.subject).toBe('Wallet receipt: you sent $25.00 to Rick Receiver');
    expect(sent.text).toBe(
      [
        'Hello Sally Sender,',
        '',
        'You sent $25.00 to Rick Receiver.',
        '',
        'Amount: $25.00',
        'To: Rick Receiver',
        'Your new balance: $75.00',
        `Transaction ID: ${id}`,
        '',
        'You get this receipt because transaction alerts are on in your Wallet settings.',
        '',
        '— Wallet',
      ].join('\n'),
    );
    await expectReceipt(receiver, id, 'Wallet receipt: you received $25.00 from Sally Sender', {
      Amount: '$25.00',
      From: 'Sally Sender',
      'Your new balance': '$35.00',
    });
  });

  it('when an agent cashes in 100.00, then the user is told from which agent and the agent to whom, with the 0.50 commission', async () => {
    const agent = await agentWithFloat(api, 1000, 'Andy Agent');
    const user = await userWith(api, 5, 'Ursula User');

    const answer = await cashIn(api, agent, { userId: user.user.id, amount: 100 });

    expect(answer.status).toBe(201);
    const id = transactionIdOf(answer);
    await expectReceipt(user, id, 'Wallet receipt: cash in of $100.00 from Andy Agent', {
      Amount: '$100.00',
      From: 'Andy Agent',
      'Your new balance': '$105.00',
    });
    await expectReceipt(agent, id, 'Wallet receipt: cash in of $100.00 to Ursula User', {
      Amount: '$100.00',
      'Your commission': '$0.50',
      To: 'Ursula User',
      'Your new balance': '$900.50',
    });
  });

  it("when an agent cashes out 40.00 with the user's code, then the user is told with which agent and the agent from whom, with the 0.20 commission", async () => {
    const agent = await agentWithFloat(api, 0, 'Olga Agent');
    const user = await userWith(api, 200, 'Victor User');
    const code = await codeFor(api, user, 50);

    const answer = await cashOut(api, agent, { userId: user.user.id, amount: 40, code });

    expect(answer.status).toBe(201);
    const id = transactionIdOf(answer);
    await expectReceipt(user, id, 'Wallet receipt: cash out of $40.00 with Olga Agent', {
      Amount: '$40.00',
      To: 'Olga Agent',
      'Your new balance': '$160.00',
    });
    await expectReceipt(agent, id, 'Wallet receipt: cash out of $40.00 for Victor User', {
      Amount: '$40.00',
      'Your commission': '$0.20',
      From: 'Victor User',
      'Your new balance': '$40.20',
    });
    // The agent's only receipt is this one: a float of 0 was never added.
    expect((await receiptsOf(agent, 1)).length).toBe(1);
  });

  it('when five people send to one receiver at once, then each receipt shows the balance that send left, not a later one', async () => {
    const receiver = await signedInPerson(api, { name: 'Busy Receiver' });
    const senders = await Promise.all(
      [1, 2, 3, 4, 5].map((dollars) => userWith(api, dollars, 'Crowd Sender')),
    );

    const answers = await Promise.all(senders.map((sender, index) => sendMoney(sender, receiver, index + 1)));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const cents = (text: string | undefined) => Math.round(Number(text?.replace(/[$,]/g, '')) * 100);
    const steps = (await receiptsOf(receiver, 5))
      .map((mail) => detailsIn(mail))
      .map((details) => ({ amount: cents(details.Amount), balance: cents(details['Your new balance']) }))
      .sort((a, b) => a.balance - b.balance);
    // In commit order each balance is the one before plus that send's amount, ending at 15.00.
    let balance = 0;
    for (const step of steps) {
      balance += step.amount;
      expect(step.balance).toBe(balance);
    }
    expect(balance).toBe(1500);
  });

  it('when a withdrawal of 20.00 by bank is paid out, then the owner gets a receipt with the 2.50 fee, and none when it was made', async () => {
    const person = await userWith(api, 100, 'Wanda Withdrawer');
    const depositReceipts = (await receiptsOf(person, 1)).length;

    const id = await withdrawalOf(api, person, 20);

    const mail = await expectReceipt(person, id, 'Wallet receipt: withdrawal of $20.00 paid out', {
      Amount: '$20.00',
      Fee: '$2.50',
      To: 'your bank account',
      'Your new balance': '$77.50',
    });
    expect(mail.text).toContain('Your withdrawal of $20.00 has been paid out to your bank account.');
    // One receipt for the whole withdrawal: the pending one it started as told nobody.
    expect((await receiptsOf(person, depositReceipts + 1)).length).toBe(depositReceipts + 1);
  });

  it('when a card payout fails, then the owner gets a refund notice with the reason, and their balance back', async () => {
    const person = await userWith(api, 100, 'Fiona Failed');

    const id = await withdrawalOf(api, person, FAILING_CENTS / 100, 'card');

    const mail = await expectReceipt(
      person,
      id,
      'Wallet receipt: withdrawal of $13.00 failed and was refunded',
      {
        'Amount refunded': '$13.00',
        'Fee refunded': '$3.00',
        To: 'your card',
        Reason: BANK_REFUSAL,
        'Your new balance': '$100.00',
      },
    );
    expect(mail.text).toContain(
      'Your withdrawal of $13.00 to your card could not be paid out. The amount and its fee are back in your wallet.',
    );
  });

  it('when the owner cancels a pending withdrawal, then nobody is mailed for it', async () => {
    const person = await userWith(api, 100, 'Cora Canceller');
    const id = await withdrawalOf(api, person, UNDECIDED_CENTS / 100);

    expect((await moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`)).status).toBe(200);

    await laterDepositReceipt(person);
    const mails = await receiptsOf(person, 2);
    // Sorted: receipts committed within one batch (mail/receipt-outbox.ts) share their insert's time, so the
    // outbox's order between them is not theirs.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Wallet receipt: $1.00 added to your wallet',
      'Wallet receipt: $100.00 added to your wallet',
    ]);
  });
});

describe('receipts nobody gets', () => {
  it('when the receiver has transaction alerts off, then only the sender gets a receipt', async () => {
    const sender = await userWith(api, 100, 'Noisy Sender');
    const receiver = await userWith(api, 0, 'Quiet Receiver');
    await setTransactionAlerts(receiver, false);

    const answer = await sendMoney(sender, receiver, 10);

    expect(answer.status).toBe(201);
    await receiptFor(sender, transactionIdOf(answer));
    await setTransactionAlerts(receiver, true);
    const later = await laterDepositReceipt(receiver);
    expect(await receiptIdsOf(receiver, 1)).toEqual([later]);
  });

  it('when an agent with alerts off cashes in, then only the user is told', async () => {
    const agent = await agentWithFloat(api, 100, 'Silent Agent');
    const user = await userWith(api, 0, 'Told User');
    await setTransactionAlerts(agent, false);
    const agentReceipts = (await receiptsOf(agent, 1)).length;

    const answer = await cashIn(api, agent, { userId: user.user.id, amount: 10 });

    await receiptFor(user, transactionIdOf(answer));
    await setTransactionAlerts(agent, true);
    await laterDepositReceipt(agent);
    expect((await receiptsOf(agent, agentReceipts + 1)).length).toBe(agentReceipts + 1);
  });

  it('when a request is replayed with the same Idempotency-Key, then its receipts went out once', async () => {
    const sender = await userWith(api, 100, 'Retrying Rita');
    const receiver = await signedInPerson(api, { name: 'Once Oscar' });
    const key = randomUUID();
    const send = () => sendMoney(sender, receiver, 5, key);

    const first = await send();
    const again = await send();

    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const id = transactionIdOf(first);
    await receiptFor(receiver, id);
    // A later send's receipt arrives after anything the replay could have sent.
    const later = await sendMoney(sender, receiver, 1);
    await receiptFor(receiver, transactionIdOf(later));
    expect(await receiptIdsOf(receiver, 2)).toEqual([id, transactionIdOf(later)]);
    const senderIds = await receiptIdsOf(sender, 3);
    expect(senderIds.filter((transactionId) => transactionId === id)).toEqual([id]);
  });
});

describe('receipt mails', () => {
  it('when a name carries HTML, then the HTML part escapes it and the text and subject keep it on one line', () => {
    const mail = receiptMail(
      {
        kind: 'receive',
        userId: randomUUID(),
        journalId: 'journal-1',
        amountCents: 1250,
        balanceCents: 1250,
        counterpartyName: '<b>Eve</b> & "Co"\r\nBcc: x@example.com',
      },
      { email: 'a@example.com', name: "<script>alert('x')</script>" },
    );
    expect(mail.subject).toBe(
      'Wallet receipt: you received $12.50 from <b>Eve</b> & "Co" Bcc: x@example.com',
    );
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain("Hello <script>alert('x')</script>,");
    expect(mail.text).toContain('Amount: $12.50');
  });
});
