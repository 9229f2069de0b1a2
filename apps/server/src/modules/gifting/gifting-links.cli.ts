/**
 * `npm run gifting:links -- --store initech --kit initech-welcome-kit --csv recipients.csv
 * [--expires-in-days 30]`: one gifting link per CSV row (`name,email`), each mailed to its
 * recipient, printed as name, e-mail and URL. Opens the database as the server does (DATA_DIR or
 * DATABASE_URL); on DATA_DIR it refuses while a server holds that folder.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../lib/data-lock.ts';
import { Mailer } from '../mail/index.ts';
import { sendGiftingLinks } from './gifting-links.ts';

const USAGE =
  'Usage: npm run gifting:links -- --store <slug> --kit <kit token> --csv <file> [--expires-in-days <n>]';

const Args = z.object({
  store: z.string().min(1),
  kit: z.string().min(1),
  csv: z.string().min(1),
  'expires-in-days': z.coerce.number().int().positive().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      store: { type: 'string' },
      kit: { type: 'string' },
      csv: { type: 'string' },
      'expires-in-days': { type: 'string' },
    },
  });
  const args = Args.safeParse(values);
  if (!args.success) throw new ConfigError(USAGE);
  const csv = fs.readFileSync(args.data.csv, 'utf8');

  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const mailer = new Mailer(database.db, config.smtpUrl, config.mailFrom);
    const sent = await sendGiftingLinks(database.db, mailer, {
      storeSlug: args.data.store,
      kitToken: args.data.kit,
      csv,
      expiresInDays: args.data['expires-in-days'],
      port: config.port,
    });
    await mailer.flush();
    const where = mailer.delivers ? 'sent over SMTP' : 'queued for the dev mailbox';
    console.log(`${sent.length} gifting links made, e-mails ${where}:`);
    for (const link of sent) console.log(`${link.name} <${link.email}>\t${link.url}`);
  } finally {
    await database.close();
    await unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
