/**
 * The work pool for service tests: each task runs on the calling thread and answers what a worker thread would,
 * without starting one. `ran` lists the tasks asked for, in order; `before` runs ahead of each, as other work might
 * while a task waits its turn. Also the users those tests need.
 */
import type { UserRow } from '../src/auth/users-repository.js';
import type { Database } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import type { WorkPool } from '../src/work/pool.js';
import { tasks, type TaskName } from '../src/work/tasks.js';

export function inlineWork(before?: (task: TaskName) => Promise<void>): {
  work: Pick<WorkPool, 'run'>;
  ran: TaskName[];
} {
  const ran: TaskName[] = [];
  const run = async (_user: unknown, task: TaskName, input: unknown) => {
    ran.push(task);
    await before?.(task);
    return (tasks[task] as (input: unknown) => unknown)(input);
  };
  return { work: { run: run as WorkPool['run'] }, ran };
}

let usersMade = 0;

/** A new user with a unique email, for service tests that share one database across their tests. */
export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  usersMade += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `user${usersMade}@example.com`, firstName: 'Ada', emailVerified: true, ...values })
    .returning();
  return user!;
}
