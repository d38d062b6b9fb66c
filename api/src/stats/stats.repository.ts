// SQL for statistics: aggregates computed in the database, integers returned as numbers.
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { journals, users } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';

export interface PublicFigures {
  userCount: number;
  agentCount: number;
  journalCount: number;
  completedVolumeCents: number;
}

export async function readPublicFigures(db: Database): Promise<PublicFigures> {
  const [people] = await db
    .select({
      userCount: sql`count(*) filter (where ${users.role} = 'user')`.mapWith(countFromSql),
      agentCount: sql`count(*) filter (where ${users.role} = 'agent')`.mapWith(countFromSql),
    })
    .from(users);
  const [money] = await db
    .select({
      journalCount: count(),
      // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
      completedVolumeCents:
        sql`coalesce(sum(${journals.amountCents}) filter (where ${journals.status} = 'completed'), 0)::bigint`.mapWith(
          centsFromSql,
        ),
    })
    .from(journals);
  if (people === undefined || money === undefined) throw new Error('an aggregate query returned no row');
  return { ...people, ...money };
}
