// Counts for people: thousands separators, strings read as numbers, and the word for one or for many.
import { describe, expect, it } from 'vitest';
import { countOf, formatCount, transactionCount } from './format-count';

describe('formatCount', () => {
  it('when a count has thousands, then they are separated; a string is read as a number', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount('1000000')).toBe('1,000,000');
  });
});

describe('countOf', () => {
  it('when the count is one, then the word for one follows; otherwise the word for many', () => {
    expect(countOf(1, 'page', 'pages')).toBe('1 page');
    expect(countOf(0, 'item', 'items')).toBe('0 items');
    expect(countOf(1204, 'transaction', 'transactions')).toBe('1,204 transactions');
  });
});

describe('transactionCount', () => {
  it('when one movement is counted, then it reads "1 transaction", never "1 transactions"', () => {
    expect(transactionCount(1)).toBe('1 transaction');
    expect(transactionCount(0)).toBe('0 transactions');
    expect(transactionCount('1204')).toBe('1,204 transactions');
  });
});
