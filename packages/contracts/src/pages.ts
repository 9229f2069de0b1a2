import { z } from 'zod';
import { RESERVED_PAGE_URLS } from './pages-helpers.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './pages-helpers.ts';

/** A page's url: lower-case words and hyphens, segments joined by '/' ('home' is the home page). */
export const PageUrl = z
  .string()
  .max(100)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
    'Use lower-case letters, digits and hyphens, such as about-us.',
  )
  .refine(
    (url) => !(RESERVED_PAGE_URLS as readonly string[]).includes(url.split('/')[0]!),
    'This address belongs to another screen of the store.',
  );
