// The enum maps at the edge: every GraphQL enum value has exactly one REST string, and the REST strings are the api's.
import { ADMIN_TRANSACTION_TYPES, AGENT_STATUSES, AUDIT_ACTIONS } from '@wallet/common/admin';
import { STATS_PERIODS } from '@wallet/common/agents';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAW_METHODS } from '@wallet/common/wallet';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { enumValues } from './enums';
import { loadTypeDefs } from './schema';

const schema = buildSchema(loadTypeDefs());
const mapped: Readonly<Record<string, Readonly<Record<string, string>>>> = enumValues;

describe('enumValues', () => {
  const schemaEnums = Object.values(schema.getTypeMap()).filter(
    (type) => isEnumType(type) && !type.name.startsWith('__'),
  );

  it.each(Object.keys(enumValues))(
    'when the schema declares %s, then the map has exactly its values',
    (name) => {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
      expect(Object.keys(mapped[name] ?? {}).sort()).toEqual(
        type
          .getValues()
          .map((value) => value.name)
          .sort(),
      );
    },
  );

  it('when an enum is mapped, then no two of its values share a REST string (the map reads both ways)', () => {
    for (const values of Object.values(mapped)) {
      expect(new Set(Object.values(values)).size).toBe(Object.keys(values).length);
    }
  });

  it('when the schema has enums other than ServiceState, then each of them is mapped', () => {
    // ServiceState's values are the bff's own (rest/health.ts), spelled as the schema spells them.
    expect(schemaEnums.map((type) => type.name).filter((name) => !(name in mapped))).toEqual([
      'ServiceState',
    ]);
  });

  it.each([
    ['TransactionType', TRANSACTION_TYPES],
    ['TransactionType', ADMIN_TRANSACTION_TYPES],
    ['TransactionStatus', TRANSACTION_STATUSES],
    ['WithdrawMethod', WITHDRAW_METHODS],
    ['AgentStatus', AGENT_STATUSES],
    ['AuditAction', AUDIT_ACTIONS],
    ['StatsPeriod', STATS_PERIODS],
  ] as const)('when the api knows a %s, then GraphQL can say it', (name, restValues) => {
    expect(Object.values(mapped[name] ?? {})).toEqual(expect.arrayContaining([...restValues]));
  });

  it('when a person registers as USER or AGENT, then the api is sent "user" or "agent"', () => {
    expect(enumValues.RegisterRole).toEqual({ USER: 'user', AGENT: 'agent' });
    expect(enumValues.Role).toEqual({ USER: 'user', AGENT: 'agent', ADMIN: 'admin' });
  });
});
