// The Money and DateTime scalars: money travels as a decimal string with two places, dates as ISO-8601 strings.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import { centsToDecimalString, dollarsToCents, MoneyFormatError } from '@wallet/common/money';
import { ErrorCode } from '../errors';

export const MONEY_INPUT_MESSAGE =
  'Money must be a decimal string with at most two decimal places, e.g. "1234.50"';
export const DATE_TIME_INPUT_MESSAGE =
  'DateTime must be an ISO-8601 date and time with a time zone, e.g. "2026-11-21T22:00:00.000Z"';

/** What the bff sends: an optional minus, whole dollars without leading zeros, exactly two decimals. */
const MONEY_OUTPUT = /^-?(0|[1-9]\d*)\.\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
}

/** A REST dollar amount (JSON number, ≤ 2 decimals) as the Money scalar's string, through integer cents. */
export function restDollarsToMoney(dollars: number): string {
  if (dollars < 0) return `-${centsToDecimalString(dollarsToCents(-dollars))}`;
  return centsToDecimalString(dollarsToCents(dollars));
}

/** Money input from a client: "10", "10.5" and "10.50" all become "10.50"; numbers, signs and more decimals are refused. */
export function parseMoney(value: unknown): string {
  if (typeof value !== 'string') throw badInput(MONEY_INPUT_MESSAGE);
  try {
    return centsToDecimalString(dollarsToCents(value));
  } catch (error) {
    if (error instanceof MoneyFormatError) throw badInput(MONEY_INPUT_MESSAGE);
    throw error;
  }
}

function serializeMoney(value: unknown): string {
  // A resolver that returns anything but the formatted string is a bug in the bff, not the client's fault.
  if (typeof value !== 'string' || !MONEY_OUTPUT.test(value)) {
    throw new TypeError(
      `Money cannot represent ${JSON.stringify(value)}: resolvers must return restDollarsToMoney(…)`,
    );
  }
  return value;
}

export function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) throw badInput(DATE_TIME_INPUT_MESSAGE);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(DATE_TIME_INPUT_MESSAGE);
  return date.toISOString();
}

function serializeDateTime(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) {
    throw new TypeError(`DateTime cannot represent ${JSON.stringify(value)}`);
  }
  return date.toISOString();
}

function stringLiteral(ast: ValueNode, message: string): string {
  if (ast.kind !== Kind.STRING) throw badInput(message);
  return ast.value;
}

export const Money = new GraphQLScalarType<string, string>({
  name: 'Money',
  description: 'A decimal amount of US dollars with exactly two places, e.g. "1234.50". Never a float.',
  serialize: serializeMoney,
  parseValue: parseMoney,
  parseLiteral: (ast) => parseMoney(stringLiteral(ast, MONEY_INPUT_MESSAGE)),
});

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date and time, e.g. "2026-11-21T22:00:00.000Z".',
  serialize: serializeDateTime,
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(stringLiteral(ast, DATE_TIME_INPUT_MESSAGE)),
});
