import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import { storefronts } from './storefronts.ts';

/** A business limit written into a CHECK constraint as a literal. */
export const limit = (value: number) => sql.raw(String(value));

/** The store a row belongs to; its rows go with it. */
export const storefrontId = () =>
  integer('storefront_id')
    .notNull()
    .references(() => storefronts.id, { onDelete: 'cascade' });
