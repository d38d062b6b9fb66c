// The value a row takes when it is written in a way someone watching should hear about (docs/live.md).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** `liveSeq: nextLiveSeq()` in the .set() of an update of a wallet's controls (freeze, limits, block). */
export function nextLiveSeq(): SQL<number> {
  return sql<number>`nextval('live_events_seq')`;
}
