// Money inputs on their way to the api: the scalar's decimal strings become JSON numbers through cents, with no float artefacts.
import { describe, expect, it } from 'vitest';
import { moneyToRestDollars } from './wallets';

describe('moneyToRestDollars', () => {
  it.each([
    ['1.15', '1.15'],
    ['0.07', '0.07'],
    ['0.30', '0.3'],
    ['10.50', '10.5'],
    ['1000000.00', '1000000'],
    ['0.00', '0'],
  ])('when the amount is %j, then the api is sent the JSON number %s', (money, json) => {
    expect(JSON.stringify(moneyToRestDollars(money))).toBe(json);
  });
});
