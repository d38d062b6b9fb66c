// The one text rule (docs/input.md): control characters refused, NFC, multi-line fields, the longest text.
import { describe, expect, it } from 'vitest';
import { checkTextInput, TEXT_LENGTH_MAX, textInputMessage } from './text-input';

describe('checkTextInput', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'red\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a line feed inside', 'first\nsecond'],
    ['a tab inside', 'a\tb'],
    ['a NUL at the end', 'abc\u0000'],
  ])('when a single-line text holds %s, then it is refused as a control character', (_what, value) => {
    expect(checkTextInput(value)).toEqual({ ok: false, problem: 'control' });
  });

  it('when a single-line text has white space at its ends, a trailing newline included, then it is kept for the field to trim', () => {
    expect(checkTextInput('  ada@example.com\r\n')).toEqual({ ok: true, text: '  ada@example.com\r\n' });
  });

  it('when a text of several lines holds tabs and line breaks, then they are kept, CRLF and CR as LF', () => {
    expect(checkTextInput('one\r\ntwo\rthree\n\tfour', { multiline: true })).toEqual({
      ok: true,
      text: 'one\ntwo\nthree\n\tfour',
    });
  });

  it('when a text of several lines holds another control character, then it is refused', () => {
    expect(checkTextInput('one\n\u0000two', { multiline: true })).toEqual({ ok: false, problem: 'control' });
  });

  it('when a text is decomposed, then it comes back composed (NFC)', () => {
    expect(checkTextInput('Zoe\u0301')).toEqual({ ok: true, text: 'Zo\u00e9' });
  });

  it('when a text holds a lone surrogate, then it is refused as malformed; a pair (an emoji) is fine', () => {
    expect(checkTextInput('a\ud800b')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkTextInput('ok 🏃')).toEqual({ ok: true, text: 'ok 🏃' });
  });

  it('when a text is longer than TEXT_LENGTH_MAX characters, then it is refused; emoji count as one', () => {
    expect(checkTextInput('🏃'.repeat(TEXT_LENGTH_MAX))).toEqual({
      ok: true,
      text: '🏃'.repeat(TEXT_LENGTH_MAX),
    });
    expect(checkTextInput('a'.repeat(TEXT_LENGTH_MAX + 1))).toEqual({ ok: false, problem: 'length' });
  });

  it('names the field in each message', () => {
    expect(textInputMessage('email', 'control')).toBe('email must not contain control characters');
    expect(textInputMessage('email', 'malformed')).toBe('email must be valid Unicode text');
    expect(textInputMessage('message', 'length')).toBe(
      `message must be at most ${TEXT_LENGTH_MAX} characters`,
    );
  });
});
