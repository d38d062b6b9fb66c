// The one rule for text that comes in (docs/input.md): every string of a request body and every query parameter, on
// every route, before any field's own validation. The api applies it to each request (api/src/http/text-input.ts);
// forms may apply it to what people type.

/**
 * The longest text any field or parameter may hold: twice the longest field's own limit (the contact message's
 * 5,000), so each field's own limit and message come first; it bounds what no field limits (passwords, unread fields).
 */
export const TEXT_LENGTH_MAX = 10_000;

/** Body fields that hold several lines of text (the contact message, an admin decision's reason). */
export const MULTILINE_TEXT_FIELDS: ReadonlySet<string> = new Set(['message', 'reason']);

export type TextInputProblem = 'malformed' | 'control' | 'length';

export type TextInputResult = { ok: true; text: string } | { ok: false; problem: TextInputProblem };

/** A UTF-16 half of a character without its other half: JSON can carry one ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 controls (NUL to U+001F), DEL and the C1 controls: Unicode's category Cc. */
const CONTROL = /\p{Cc}/u;
/** The same, less the tab and the line breaks a text of several lines may hold. */
const CONTROL_EXCEPT_TAB_AND_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const CARRIAGE_RETURN = /\r\n?/g;

/**
 * Checks one text and gives it back in NFC (composed characters, so "é" typed either way is the same text, in a
 * search, a unique e-mail or a password):
 * - not well-formed Unicode (a lone surrogate) → 'malformed';
 * - a control character (NUL, ESC, DEL, C1…) → 'control'. White space at either end, a trailing newline included,
 *   is left alone: each field trims its own (a password keeps it). In a text of several lines tabs and line breaks
 *   are allowed anywhere, and CRLF or CR become LF;
 * - more than TEXT_LENGTH_MAX characters (code points, as people count them) → 'length'.
 */
export function checkTextInput(value: string, options: { multiline?: boolean } = {}): TextInputResult {
  if (LONE_SURROGATE.test(value)) return { ok: false, problem: 'malformed' };
  const inner = options.multiline ? value : value.trim();
  if ((options.multiline ? CONTROL_EXCEPT_TAB_AND_LINE_BREAKS : CONTROL).test(inner)) {
    return { ok: false, problem: 'control' };
  }
  const text = (options.multiline ? value.replace(CARRIAGE_RETURN, '\n') : value).normalize('NFC');
  if ([...text].length > TEXT_LENGTH_MAX) return { ok: false, problem: 'length' };
  return { ok: true, text };
}

/** The 400's message, naming the field or parameter. */
export function textInputMessage(field: string, problem: TextInputProblem): string {
  switch (problem) {
    case 'malformed':
      return `${field} must be valid Unicode text`;
    case 'control':
      return `${field} must not contain control characters`;
    case 'length':
      return `${field} must be at most ${TEXT_LENGTH_MAX} characters`;
  }
}
