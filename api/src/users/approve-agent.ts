// An admin approves an agent so they may sign in. (Suspension and the audit log come with the agents work.)
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { User } from './user';
import { USER_COLUMNS } from './users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function approveAgent(db: Database, userId: string): Promise<User> {
  if (!UUID.test(userId)) throw new AppError(400, 'Invalid user id', undefined, 'id');
  return db.transaction(async (transaction) => {
    const [target] = await transaction
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (target === undefined) throw new AppError(404, 'User not found');
    if (target.role !== 'agent') throw new AppError(400, 'Only agents can be approved');
    const [approved] = await transaction
      .update(users)
      .set({ isApproved: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(USER_COLUMNS);
    if (approved === undefined) throw new Error('update of users returned no row');
    return approved;
  });
}
