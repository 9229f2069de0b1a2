import type { Database } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { operators } from '../schema/index.ts';

/**
 * The platform operator the browser tests sign in with, made only under NODE_ENV=test (the
 * browser tests cannot run `npm run operator:create` while the server holds DATA_DIR). The demo
 * never has one: operators are made from the command line.
 */
export const TEST_OPERATOR = { email: 'operator@platform.test', password: 'Operator-Test-2026!' };

export async function seedTestOperator(db: Database): Promise<void> {
  const passwordHash = await hashPassword(TEST_OPERATOR.password);
  await db
    .insert(operators)
    .values({ email: TEST_OPERATOR.email, passwordHash })
    .onConflictDoNothing();
}
