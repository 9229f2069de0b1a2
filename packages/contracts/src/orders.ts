import { z } from 'zod';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './orders-helpers.ts';

/** A parcel waits in its warehouse, has shipped with its tracking, or went with a cancelled order. */
export const ParcelState = z.enum(['pending', 'shipped', 'cancelled']);
export type ParcelState = z.infer<typeof ParcelState>;
