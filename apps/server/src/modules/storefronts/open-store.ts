import type { CreateStoreBody, PageSection } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import {
  findStorefrontByDomain,
  findStorefrontBySlug,
  insertStorefront,
  type StorefrontRow,
} from './storefronts.queries.ts';

/** Slugs that would shadow the platform's own hosts. */
const RESERVED_SLUGS = new Set(['admin', 'api', 'www', 'platform', 'operator', 'mail']);

/**
 * A new store in `draft` with the default look and a home page saying its name, so its owner
 * starts from something that renders. A taken slug or domain is a 422 on that field.
 */
export async function openStorefront(db: Database, body: CreateStoreBody): Promise<StorefrontRow> {
  const errors: Record<string, string[]> = {};
  if (RESERVED_SLUGS.has(body.slug) || (await findStorefrontBySlug(db, body.slug)))
    errors.slug = ['This address is taken. Choose another.'];
  if (body.domain && (await findStorefrontByDomain(db, body.domain)))
    errors.domain = ['Another store uses this domain.'];
  const row = Object.keys(errors).length
    ? undefined
    : await insertStorefront(
        db,
        {
          slug: body.slug,
          name: body.name,
          companyName: body.company_name,
          domain: body.domain ?? null,
          status: 'draft',
        },
        [{ url: 'home', title: 'Home', position: 0, sections: [homeTitle(body.name)] }],
      );
  // A store made at the same moment may take the slug or domain between the check and the insert.
  if (!row) {
    const message = 'The store could not be created.';
    throw invalidData(message, Object.keys(errors).length ? errors : { slug: [message] });
  }
  return row;
}

function homeTitle(name: string): PageSection {
  return {
    id: 'home-title',
    component: 'TITLE',
    content: { html: `<h1>${escapeHtml(name)}</h1>`, font: null, fontSize: null },
  };
}
