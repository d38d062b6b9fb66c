// Update profile: name and phone only, by the shared profile rules; nothing else a request carries is written.
import { profileSchema } from '@wallet/common/profile';
import type { Database } from '../db/database';
import type { SignedIn } from '../http/access';
import { textFields, validated } from '../http/body-fields';
import type { User } from '../people/user';
import { updateProfile as updateProfileRow } from '../people/users.repository';

export async function updateProfile(
  db: Database,
  person: SignedIn,
  body: Record<string, unknown>,
): Promise<User> {
  const profile = await validated(profileSchema, textFields(body, { name: 'Name', phone: 'Phone number' }));
  const updated = await updateProfileRow(db, person.user.id, { name: profile.name, phone: profile.phone });
  // The account was there a moment ago when the session was checked; its disappearance is a fault.
  if (updated === undefined) throw new Error(`user ${person.user.id} vanished while updating the profile`);
  return updated;
}
