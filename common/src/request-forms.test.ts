import { describe, expect, it } from 'vitest';
import { moneyRequestMessages } from './requests';
import { expiryLabel, requestMoneySchema } from './request-forms';

const schema = requestMoneySchema({ requesterId: 'me', maxCents: 1_000_000 });

async function errorsOf(values: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('requestMoneySchema', () => {
  it('when the values are good, then nothing is refused', async () => {
    expect(await errorsOf({ payerId: 'you', amount: '12.34', note: 'Lunch' })).toEqual([]);
  });

  it("when the payer is missing or oneself, then the api's messages", async () => {
    expect(await errorsOf({ payerId: '', amount: '1' })).toEqual([moneyRequestMessages.payerRequired]);
    expect(await errorsOf({ payerId: 'me', amount: '1' })).toEqual([moneyRequestMessages.requestToSelf]);
  });

  it('when the amount is 0, has three decimals or is above a day of sending, then refused', async () => {
    expect(await errorsOf({ payerId: 'you', amount: '0' })).toHaveLength(1);
    expect(await errorsOf({ payerId: 'you', amount: '1.234' })).toHaveLength(1);
    expect(await errorsOf({ payerId: 'you', amount: '10000.01' })).toEqual([
      moneyRequestMessages.aboveLimit(1_000_000),
    ]);
  });

  it('when the note is longer than 140 characters, then refused', async () => {
    expect(await errorsOf({ payerId: 'you', amount: '1', note: 'x'.repeat(141) })).toEqual([
      moneyRequestMessages.noteTooLong,
    ]);
  });
});

describe('expiryLabel', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['2026-01-08T00:00:00Z', 'Expires in 7 days'],
    ['2026-01-02T12:00:00Z', 'Expires tomorrow'],
    ['2026-01-01T05:00:00Z', 'Expires today'],
  ])('when it expires at %s, then "%s"', (expiresAt, label) => {
    expect(expiryLabel(expiresAt, now)).toBe(label);
  });
});
