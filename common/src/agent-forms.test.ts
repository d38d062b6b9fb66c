// The Cash In, Cash Out and cash-out code rules give SPEC.md §5's messages and docs/agents.md's refusal texts,
// and every refusal of the contract finds its field.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { AnyObject, Schema } from 'yup';
import {
  agentFormFieldOf,
  cashInSchema,
  cashOutCodeDigitsMessage,
  cashOutCodeOf,
  cashOutCodeSchema,
  cashOutSchema,
} from './agent-forms';
import { agentMessages } from './agents';
import { walletMessages } from './wallet';

function problems(schema: Schema, values: AnyObject): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

const userId = '0d5a3f4e-8c21-4b6f-a1d2-9e8f7c6b5a40';

describe('cash in', () => {
  const schema = cashInSchema({ floatCents: 12_345 });

  it('when nothing is filled in, then the user and a valid amount are asked for', () => {
    expect(problems(schema, {})).toEqual({
      userId: agentMessages.userIdRequired,
      amount: walletMessages.amountInvalid,
    });
  });

  it('when the user id is only spaces, then a user is asked for', () => {
    expect(problems(schema, { userId: '   ', amount: '10' })).toEqual({
      userId: agentMessages.userIdRequired,
    });
  });

  it.each([
    ['0', walletMessages.amountInvalid],
    ['-5', walletMessages.amountInvalid],
    ['abc', walletMessages.amountInvalid],
    ['1.005', walletMessages.amountDecimals],
    ['1000000.01', walletMessages.amountTooLarge],
  ])('when the amount is "%s", then it says "%s"', (amount, message) => {
    expect(problems(cashInSchema({ floatCents: 200_000_000 }), { userId, amount })).toEqual({
      amount: message,
    });
  });

  it('when the amount is the whole float, then it passes', () => {
    expect(problems(schema, { userId, amount: '123.45' })).toEqual({});
  });

  it('when the amount is one cent above the float, then the float is named', () => {
    expect(problems(schema, { userId, amount: '123.46' })).toEqual({
      amount: 'Insufficient float. Available: $123.45',
    });
  });
});

describe('cash out', () => {
  const schema = cashOutSchema();

  it('when nothing is filled in, then the user, a valid amount and the code are asked for', () => {
    expect(problems(schema, {})).toEqual({
      userId: agentMessages.userIdRequired,
      amount: walletMessages.amountInvalid,
      code: agentMessages.codeRequired,
    });
  });

  it('when the code has empty slots only, then it is asked for', () => {
    expect(problems(schema, { userId, amount: '5', code: '      ' })).toEqual({
      code: agentMessages.codeRequired,
    });
  });

  it.each(['12345', '12 456', '1234567', '12a456'])(
    'when the code is "%s", then it must be 6 digits',
    (code) => {
      expect(problems(schema, { userId, amount: '5', code })).toEqual({ code: cashOutCodeDigitsMessage });
    },
  );

  it('when user, amount and a 6-digit code are given, then it passes (no float is needed)', () => {
    expect(problems(schema, { userId, amount: '5000', code: '482913' })).toEqual({});
  });

  it('when the code is read, then slot spaces and padding are left out', () => {
    expect(cashOutCodeOf(' 48 29 13 ')).toBe('482913');
    expect(cashOutCodeOf(undefined)).toBe('');
  });
});

describe('cash-out code', () => {
  it.each([
    ['', walletMessages.amountInvalid],
    ['0', walletMessages.amountInvalid],
    ['2.345', walletMessages.amountDecimals],
  ])('when the most is "%s", then it says "%s"', (maxAmount, message) => {
    expect(problems(cashOutCodeSchema(), { maxAmount })).toEqual({ maxAmount: message });
  });

  it('when the most is a valid amount, then it passes', () => {
    expect(problems(cashOutCodeSchema(), { maxAmount: '250' })).toEqual({});
  });
});

describe('where a refusal belongs', () => {
  it.each([
    [agentMessages.userIdRequired, 'userId'],
    [agentMessages.userNotFound, 'userId'],
    [agentMessages.userWalletsOnly, 'userId'],
    [agentMessages.userWalletBlocked, 'userId'],
    [agentMessages.insufficientFloat(1234), 'amount'],
    [agentMessages.userBalanceShort, 'amount'],
    ["This would exceed the user's daily limit of $10,000.00. Remaining today: $5.00", 'amount'],
    [walletMessages.amountInvalid, 'amount'],
    [walletMessages.amountTooLarge, 'amount'],
    [agentMessages.codeRequired, 'code'],
    [agentMessages.codeInvalid, 'code'],
    [agentMessages.codeTooSmall, 'code'],
    [agentMessages.codeLocked, 'code'],
  ] as const)('when the server says "%s", then it goes on %s', (message, field) => {
    expect(agentFormFieldOf(message)).toBe(field);
  });

  it.each([agentMessages.agentsOnly, walletMessages.walletBlocked, 'Agent not yet approved by admin.'])(
    'when the server says "%s", then it is the whole form\'s',
    (message) => {
      expect(agentFormFieldOf(message)).toBeUndefined();
    },
  );
});
