// Where signing in lands: the page a guard sent someone from when it is theirs (a pay link for a user), else the
// overview.
import { describe, expect, it } from 'vitest';
import { landingPathFor } from './redirects';

const payLink = '/pay/c0a80101-0000-4000-8000-0000000000b2?amount=12.34&note=Lunch';

describe('landingPathFor', () => {
  it('when a user signs in from a pay link, then they go on to it', () => {
    expect(landingPathFor('user', payLink)).toBe(payLink);
  });

  it('when an agent or admin signs in from a pay link, then they land on their overview', () => {
    expect(landingPathFor('agent', payLink)).toBe('/agent/overview');
    expect(landingPathFor('admin', payLink)).toBe('/admin/overview');
  });

  it("when someone was sent from another area's page, then they land on their own overview", () => {
    expect(landingPathFor('user', '/admin/ledger')).toBe('/user/overview');
    expect(landingPathFor('user', '/user/withdraw')).toBe('/user/withdraw');
  });
});
