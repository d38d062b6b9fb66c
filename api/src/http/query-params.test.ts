// The shared query-parameter readers: empty counts as not given, repeats are refused, each refusal names its field.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import type { Query } from './query-params';
import {
  boundedTextParam,
  oneOfParam,
  pageMessages,
  pageParams,
  paginationJson,
  uuidParam,
  wholeNumberParam,
} from './query-params';

/** The 400 a reader throws, as { message, field }; fails the test when it throws nothing or something else. */
function refusal(read: () => unknown): { status: number; message: string; field: string | undefined } {
  try {
    read();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message, field: error.field };
  }
  throw new Error('expected a refusal, but the parameter was accepted');
}

describe('pageParams', () => {
  it('when page and limit are absent or empty, then 1 and 10', () => {
    expect(pageParams({})).toEqual({ page: 1, limit: 10 });
    expect(pageParams({ page: '', limit: '' })).toEqual({ page: 1, limit: 10 });
  });

  it('when they are whole numbers in range, with spaces around, then they are read', () => {
    expect(pageParams({ page: ' 3 ', limit: '1000' })).toEqual({ page: 3, limit: 1000 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ page: '0x10' }, 'page'],
    [{ page: '99999999999999999999' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ limit: '1001' }, 'limit'],
    [{ limit: '2.0' }, 'limit'],
  ] as [Query, 'page' | 'limit'][])('when the query is %j, then 400 names %s', (query, field) => {
    expect(refusal(() => pageParams(query))).toEqual({ status: 400, message: pageMessages[field], field });
  });
});

describe('wholeNumberParam', () => {
  it('when no maximum is given, then any safe whole number from 1 is read', () => {
    expect(wholeNumberParam({ n: '9007199254740991' }, 'n', 'bad n', 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(refusal(() => wholeNumberParam({ n: '9007199254740992' }, 'n', 'bad n', 1))).toMatchObject({
      field: 'n',
    });
  });
});

describe('oneOfParam', () => {
  const colours = ['red', 'green'] as const;

  it('when the value is one of the choices, then it is returned; absent or empty is undefined', () => {
    expect(oneOfParam({ colour: 'green' }, 'colour', colours, 'bad colour')).toBe('green');
    expect(oneOfParam({ colour: '' }, 'colour', colours, 'bad colour')).toBeUndefined();
    expect(oneOfParam({}, 'colour', colours, 'bad colour')).toBeUndefined();
  });

  it.each([['Red'], ['blue'], [['red', 'green']]])(
    'when the value is %j, then 400 with the message',
    (value) => {
      expect(refusal(() => oneOfParam({ colour: value }, 'colour', colours, 'bad colour'))).toEqual({
        status: 400,
        message: 'bad colour',
        field: 'colour',
      });
    },
  );
});

describe('boundedTextParam', () => {
  it('when the text has spaces around or is blank, then it is trimmed or counts as not given', () => {
    expect(boundedTextParam({ q: '  ada  ' }, 'q', 'bad q', 5)).toBe('ada');
    expect(boundedTextParam({ q: '   ' }, 'q', 'bad q', 5)).toBeUndefined();
  });

  it('when the text is at the limit in characters (not UTF-16 units), then it is read; one more is refused', () => {
    expect(boundedTextParam({ q: '😀😀😀😀😀' }, 'q', 'bad q', 5)).toBe('😀😀😀😀😀');
    expect(refusal(() => boundedTextParam({ q: 'abcdef' }, 'q', 'bad q', 5))).toEqual({
      status: 400,
      message: 'bad q',
      field: 'q',
    });
  });
});

describe('uuidParam', () => {
  it('when the value is a UUID in any case, then it is read lower-cased', () => {
    expect(uuidParam({ id: ' 0B8E2F9C-3C1A-4F7E-9D2B-6A5C4E3D2F1A ' }, 'id', 'bad id')).toBe(
      '0b8e2f9c-3c1a-4f7e-9d2b-6a5c4e3d2f1a',
    );
    expect(uuidParam({ id: '' }, 'id', 'bad id')).toBeUndefined();
  });

  it.each([
    ['abc'],
    ['0b8e2f9c3c1a4f7e9d2b6a5c4e3d2f1a'],
    ['0b8e2f9c-3c1a-4f7e-9d2b-6a5c4e3d2f1a0'],
    ["' or 1=1"],
  ])('when the value is %j, then 400 with the message', (value) => {
    expect(refusal(() => uuidParam({ id: value }, 'id', 'bad id'))).toEqual({
      status: 400,
      message: 'bad id',
      field: 'id',
    });
  });
});

describe('paginationJson', () => {
  it('when items do or do not fill the last page, then the page count rounds up', () => {
    expect(paginationJson({ page: 2, limit: 10 }, 21)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 21,
      itemsPerPage: 10,
    });
    expect(paginationJson({ page: 1, limit: 10 }, 0).totalPages).toBe(0);
  });
});
