import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoStores, printableGiftingLinks } from './db/seed/index.ts';
import { seedTestOperator } from './db/seed/test-operator.ts';
import { lockDataDir } from './lib/data-lock.ts';

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  let warn = (error: Error) => console.warn('PostgreSQL:', error.message);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => warn(error),
  });
  if (config.seedDemo) await seedDemoStores(database.db, { dataDir: config.dataDir });
  if (config.env === 'test') await seedTestOperator(database.db);
  const app = await buildApp({ config, database });
  warn = (error) => app.log.warn({ err: error }, 'a pooled PostgreSQL connection was lost');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // finishes requests in flight
    await database.close();
    await unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    `Storefront is running (${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}):`,
    ...['acme', 'globex', 'initech'].map((slug) => `  http://${slug}.localhost:${port}`),
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemo) {
    const links = await printableGiftingLinks(database.db, port);
    if (links.length) lines.push('Gifting links (Initech kit):', ...links.map((l) => `  ${l}`));
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
