// The role enum at the edge: the api's lowercase roles and the schema's enum values, both ways.
import { describe, expect, it } from 'vitest';
import { registerRoleToRest, roleFromRest } from './User';
import type { RestRole } from '../rest/users';

describe('roles', () => {
  it.each([
    ['user', 'USER'],
    ['agent', 'AGENT'],
    ['admin', 'ADMIN'],
  ] as const)('when the api sends role %j, then GraphQL shows %s', (rest, graphql) => {
    expect(roleFromRest(rest)).toBe(graphql);
  });

  it.each(['superuser', 'USER', 'toString'])(
    'when the api sends a role the schema does not know (%j), then resolving fails loudly',
    (role) => {
      expect(() => roleFromRest(role as RestRole)).toThrow(/unknown role/);
    },
  );

  it('when a person registers as USER or AGENT, then the api is sent "user" or "agent"', () => {
    expect(registerRoleToRest('USER')).toBe('user');
    expect(registerRoleToRest('AGENT')).toBe('agent');
  });
});
