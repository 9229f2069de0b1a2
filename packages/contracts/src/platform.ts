import { z } from 'zod';
import { StorefrontStatus } from './storefront.ts';
import { IdParam, requestText } from './request.ts';

/* The platform operator's API (`/api/platform/…` on the platform host). */

const email = requestText().trim().min(1, 'Email is required').email('Enter a valid email address');

export const OperatorLoginBody = z.object({
  email: email.max(254),
  password: requestText().min(1, 'Password is required').max(200),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;

export const Operator = z.object({ id: z.number().int(), email: z.string() });
export type Operator = z.infer<typeof Operator>;
export const OperatorLoginResponse = z.object({
  data: z.object({ operator: Operator, access_token: z.string() }),
});
export const OperatorMeResponse = z.object({ data: z.object({ operator: Operator }) });

/** A store as the operator's list shows it. */
export const PlatformStore = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  company_name: z.string(),
  domain: z.string().nullable(),
  /** Where shoppers reach it: the custom domain, else `<slug>.<STORE_BASE_DOMAIN>`. */
  host: z.string(),
  status: StorefrontStatus,
  order_count: z.number().int(),
  owner_count: z.number().int(),
  created_at: z.string(),
});
export type PlatformStore = z.infer<typeof PlatformStore>;
/** With the domain new stores get a subdomain of (`<slug>.<store_base_domain>`). */
export const PlatformStoreListResponse = z.object({
  data: z.array(PlatformStore),
  store_base_domain: z.string(),
});
export const PlatformStoreResponse = z.object({ data: PlatformStore });

/** Lower-case letters, digits and inner hyphens: the store's subdomain. */
export const STORE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** A host name of letters, digits, hyphens and dots, without scheme, port or path. */
const DOMAIN_PATTERN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export const CreateStoreBody = z.object({
  name: requestText().trim().min(1, 'Name is required').max(100),
  slug: requestText()
    .trim()
    .toLowerCase()
    .regex(STORE_SLUG_PATTERN, 'Use 1–40 lower-case letters, digits and inner hyphens'),
  company_name: requestText().trim().min(1, 'Company name is required').max(200),
  domain: requestText()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(DOMAIN_PATTERN, 'Enter a host name such as shop.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Gives the store a few categories and products, so its menu and pages can show some. */
  starter_catalogue: z.boolean().default(false),
});
export type CreateStoreBody = z.infer<typeof CreateStoreBody>;

export const InviteOwnerBody = z.object({ email: email.max(254) });
export type InviteOwnerBody = z.infer<typeof InviteOwnerBody>;

export const PlatformStoreParams = z.object({ storeId: IdParam });

/** Where the operator's browser goes to open the store's console: a one-time link. */
export const ImpersonationResponse = z.object({ data: z.object({ url: z.string() }) });
