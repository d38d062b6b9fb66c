import { describe, expect, it } from 'vitest';
import { SEND_AS_ONE_CALL, SEND_AS_STATEMENTS, ownSendScript } from './own-send';

describe('ownSendScript', () => {
  it("when made from the statements of the send before the one call, then it is one transaction between the parties' lookup and the receipts", () => {
    const script = ownSendScript(SEND_AS_STATEMENTS);
    expect(script.indexOf('\\gset')).toBeLessThan(script.indexOf('begin;'));
    expect(script.indexOf('begin;')).toBeLessThan(script.indexOf('commit;'));
    expect(script).toContain('for no key update');
    expect(script.match(/insert into outbox/g)).toHaveLength(2);
  });

  it('when made from the one call, then the script is the lookup and that call', () => {
    const script = ownSendScript(SEND_AS_ONE_CALL);
    expect(script).not.toContain('begin;');
    expect(script).toContain('select wallet_send(:sender_id, :receiver_id, 1, gen_random_uuid()::text');
    expect(ownSendScript()).toBe(script);
  });

  it('when a statement reads a variable the script never sets, then making it fails', () => {
    expect(() => ownSendScript(['select :unknown_thing;'])).toThrow(/:unknown_thing/);
  });
});
