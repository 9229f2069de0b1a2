import { sql } from 'drizzle-orm';
import { customType, integer } from 'drizzle-orm/pg-core';
import { storefronts } from './storefronts.ts';

/** A business limit written into a CHECK constraint as a literal. */
export const limit = (value: number) => sql.raw(String(value));

/** The store a row belongs to; its rows go with it. */
export const storefrontId = () =>
  integer('storefront_id')
    .notNull()
    .references(() => storefronts.id, { onDelete: 'cascade' });

/** Binary column; pg answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
