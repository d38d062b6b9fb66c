import { describe, expect, it } from 'vitest';
import {
  PAY_LINK_NOTE_LENGTH_MAX,
  parsePayLink,
  parsePayLinkText,
  payLinkMessages,
  payLinkPath,
} from './pay-links';

const BOB = '5b0c7a2e-1f3d-4e6a-9b8c-0d1e2f3a4b5c';

describe('pay links', () => {
  it('when a link is built with an amount and a note, then parsing it gives them back', () => {
    const path = payLinkPath({ handle: BOB, amountCents: 1234, note: 'Lunch & coffee' });
    expect(path).toBe(`/pay/${BOB}?amount=12.34&note=Lunch+%26+coffee`);
    expect(parsePayLinkText(`https://wallet.example${path}`)).toEqual({
      link: { handle: BOB, amountCents: 1234, note: 'Lunch & coffee' },
      problems: [],
    });
  });

  it('when a link has no amount or note, then it names only the receiver', () => {
    expect(payLinkPath({ handle: BOB })).toBe(`/pay/${BOB}`);
    expect(parsePayLink(BOB, '')).toEqual({ link: { handle: BOB }, problems: [] });
  });

  it('when the handle is not a user id, then there is no link at all', () => {
    for (const handle of ['', 'bob', 'alice@wallet.local', `${BOB}x`, '<script>']) {
      expect(parsePayLink(handle, 'amount=5')).toEqual({
        link: null,
        problems: [payLinkMessages.handleInvalid],
      });
    }
  });

  it.each([
    ['abc', payLinkMessages.amountInvalid],
    ['-5', payLinkMessages.amountInvalid],
    ['1e3', payLinkMessages.amountInvalid],
    ['12.345', payLinkMessages.amountDecimals],
    ['0', payLinkMessages.amountZero],
    ['0.00', payLinkMessages.amountZero],
    ['1000000.01', payLinkMessages.amountTooLarge],
  ])('when the amount is %s, then it is left out and the payer is told why', (amount, problem) => {
    const parsed = parsePayLink(BOB, new URLSearchParams({ amount, note: 'Rent' }));
    expect(parsed.link).toEqual({ handle: BOB, note: 'Rent' });
    expect(parsed.problems).toEqual([problem]);
  });

  it('when the amount is exactly the most one operation can move, then it is kept', () => {
    expect(parsePayLink(BOB, 'amount=1000000.00').link?.amountCents).toBe(100_000_000);
  });

  it('when the note is a script, then it stays the very text it was (shown as text, never run)', () => {
    const note = '<script>alert(1)</script>';
    expect(parsePayLink(BOB, new URLSearchParams({ note })).link?.note).toBe(note);
  });

  it('when the note is too long, then it is left out and the payer is told why', () => {
    const parsed = parsePayLink(BOB, new URLSearchParams({ note: 'x'.repeat(PAY_LINK_NOTE_LENGTH_MAX + 1) }));
    expect(parsed).toEqual({ link: { handle: BOB }, problems: [payLinkMessages.noteTooLong] });
  });

  it('when a scanned text is not a pay link, then it is refused as not a Wallet pay code', () => {
    for (const text of ['hello', 'https://example.com/other', 'javascript:alert(1)', 'mailto:a@b.c']) {
      expect(parsePayLinkText(text)).toEqual({ link: null, problems: [payLinkMessages.notPayLink] });
    }
  });

  it('when a scanned text is a path only, then it is read as a link of this site', () => {
    expect(parsePayLinkText(`/pay/${BOB.toUpperCase()}?amount=5`).link).toEqual({
      handle: BOB,
      amountCents: 500,
    });
  });
});
