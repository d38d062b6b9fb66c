// The server's generated secrets (the e-mail codes' key, the two-factor keys), kept in app_secrets.
import { eq } from 'drizzle-orm';
import type { Queryable } from './database';
import { appSecrets } from './schema';

/** The named secret, created with the given value if it does not exist yet; the first writer wins. */
export async function readOrCreateSecret(db: Queryable, name: string, value: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [secret] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (secret === undefined) throw new Error(`app_secrets has no row ${name} after inserting it`);
  return secret.value;
}
