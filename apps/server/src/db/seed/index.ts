import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { storefronts } from '../schema/index.ts';

/** Seeds the demo stores once, into an empty database. */
export async function seedDemoStores(db: Database, _opts: { dataDir: string }): Promise<void> {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storefronts)) as [{ count: number }];
  if (count > 0) return;
  await db.insert(storefronts).values([
    {
      slug: 'acme',
      name: 'Acme',
      companyName: 'Acme Corporation',
      status: 'demo',
      contactEmails: ['support@acme.test'],
    },
    {
      slug: 'globex',
      name: 'Globex',
      companyName: 'Globex Corporation',
      status: 'live',
      privateStore: true,
    },
    { slug: 'initech', name: 'Initech', companyName: 'Initech LLC', status: 'live' },
  ]);
}

export async function printableGiftingLinks(_db: Database, _port: number): Promise<string[]> {
  return [];
}
