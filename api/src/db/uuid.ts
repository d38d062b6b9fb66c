// Ids are UUIDs: a text that is not one names no row, and checked first it never reaches SQL (where PostgreSQL
// would throw on the cast).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID, so a malformed id can be refused or read as "not found" before it reaches SQL. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
