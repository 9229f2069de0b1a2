/**
 * `npm run operator:create -- --email ops@example.com [--password …]`: a platform operator
 * account, who signs in at PLATFORM_HOST/operator. Without `--password` it is asked for without
 * echo (or read from the first line of stdin when that is not a terminal). Opens the database as
 * the server does (DATA_DIR or DATABASE_URL); on DATA_DIR it refuses while a server holds it.
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PASSWORD_RULES } from '@storefront/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../lib/data-lock.ts';
import { createOperator } from './platform.service.ts';

const USAGE = 'Usage: npm run operator:create -- --email <address> [--password <password>]';

/** A password typed at the terminal, not shown; or the first line of piped input. */
async function askPassword(): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  if (process.stdin.isTTY) process.stderr.write('\n');
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new ConfigError(USAGE);
  const password = values.password ?? (await askPassword());
  const broken = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.text);
  if (broken.length) throw new ConfigError(`The password needs: ${broken.join('; ')}.`);

  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const operator = await createOperator(database.db, email.data, password);
    console.log(
      `Operator ${operator.email} created: sign in at http://${config.platformHost}:${config.port}/operator`,
    );
  } finally {
    await database.close();
    await unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
