// The enum maps at the edge: every GraphQL enum value has exactly one REST string, and the REST strings are the api's.
import { ApolloServer } from '@apollo/server';
import { ADMIN_TRANSACTION_TYPES, AGENT_STATUSES, AUDIT_ACTIONS } from '@wallet/common/admin';
import { STATS_PERIODS } from '@wallet/common/agents';
import { MONEY_REQUEST_DIRECTIONS, MONEY_REQUEST_STATUSES } from '@wallet/common/requests';
import { REVERSAL_STATUSES } from '@wallet/common/reversals';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAW_METHODS } from '@wallet/common/wallet';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import { enumValues } from './enums';
import type { RestUser } from './rest/users';
import { loadTypeDefs, resolvers } from './schema';

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
    ['MoneyRequestStatus', MONEY_REQUEST_STATUSES],
    ['MoneyRequestDirection', MONEY_REQUEST_DIRECTIONS],
    ['ReversalStatus', REVERSAL_STATUSES],
  ] as const)('when the api knows a %s, then GraphQL can say it', (name, restValues) => {
    expect(Object.values(mapped[name] ?? {})).toEqual(expect.arrayContaining([...restValues]));
  });

  it('when a person registers as USER or AGENT, then the api is sent "user" or "agent"', () => {
    expect(enumValues.RegisterRole).toEqual({ USER: 'user', AGENT: 'agent' });
    expect(enumValues.Role).toEqual({ USER: 'user', AGENT: 'agent', ADMIN: 'admin' });
  });
});

describe('the schema boundary (Apollo Server with the bff resolvers)', () => {
  const person = {
    _id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '+8801700000000',
    isEmailVerified: true,
    isApproved: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  /** The real resolvers and enum maps, with `me` answering `role` and `myTransactions` recording its filter. */
  async function run(query: string, role: string, seen: unknown[] = []) {
    const server = new ApolloServer<Context>({
      typeDefs: loadTypeDefs(),
      resolvers: {
        ...resolvers,
        Query: {
          ...resolvers.Query,
          me: () => ({ ...person, role: role as RestUser['role'] }),
          myTransactions: (_parent, { filter }) => {
            seen.push(filter);
            return { data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } as never;
          },
        },
      },
    });
    const response = await server.executeOperation({ query }, { contextValue: {} as Context });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  }

  it.each([
    ['user', 'USER'],
    ['agent', 'AGENT'],
    ['admin', 'ADMIN'],
  ])('when the api sends role %j, then GraphQL shows %s', async (rest, graphql) => {
    const result = await run('{ me { role } }', rest);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ me: { role: graphql } });
  });

  it.each(['superuser', 'USER', 'toString'])(
    'when the api sends a role the schema does not know (%j), then resolving fails loudly',
    async (role) => {
      const result = await run('{ me { role } }', role);
      expect(result.errors?.[0]?.message).toMatch(/Enum "Role" cannot represent value/);
    },
  );

  it('when a client filters by RECEIVE and COMPLETED, then the resolver is given "receive" and "completed"', async () => {
    const seen: unknown[] = [];
    await run(
      '{ myTransactions(filter: { type: RECEIVE, status: COMPLETED }) { items { id } } }',
      'user',
      seen,
    );
    expect(seen).toEqual([expect.objectContaining({ type: 'receive', status: 'completed' })]);
  });
});
