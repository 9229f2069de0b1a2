import { z } from 'zod';
import { MONEY_MAX_CENTS, SORT_OPTIONS } from './constants.ts';
import { requestText } from './request.ts';
import { StorefrontStatus, type StorefrontSettings } from './storefront.ts';

/* ---------- Store settings (owner console: saved directly, not drafted) ---------- */

/** The store's default product order: one of §9's sort options, or none (`dont_sort`). */
export const DEFAULT_SORT_IDS = [...SORT_OPTIONS.map((option) => option.id), 'dont_sort'] as const;
export const DefaultSort = z.enum(DEFAULT_SORT_IDS);
export type DefaultSort = z.infer<typeof DefaultSort>;

/** `settings.sortBy` for a default sort id (`dont_sort` is kept as the store's explicit choice). */
export function sortByOf(id: DefaultSort): NonNullable<StorefrontSettings['sortBy']> {
  const option = SORT_OPTIONS.find((o) => o.id === id);
  return option
    ? { id: option.id, name: option.name, code: option.code }
    : { id: 'dont_sort', name: 'dont_sort', code: 'asc' };
}

/** The default sort id of a stored `settings.sortBy`; none set means none applied. */
export function defaultSortOf(sortBy: StorefrontSettings['sortBy'] | undefined): DefaultSort {
  const known = DefaultSort.safeParse(sortBy?.id);
  return known.success ? known.data : 'dont_sort';
}

const line = (max: number) => requestText().trim().max(max);
const required = (max: number, message: string) => line(max).min(1, message);
/** Empty text, null or nothing means "none". */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => value || null);

/** A switch: a form leaves an unticked box out, so absent means off. */
const onOff = z.boolean().default(false);

const ContactEmail = requestText({ error: 'Enter an e-mail address.' })
  .trim()
  .min(1, 'Enter an e-mail address.')
  .email('Enter a valid e-mail address.');

const EmailDomain = optionalLine(253).pipe(
  z
    .string()
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, 'Enter a domain such as example.com.')
    .transform((domain) => domain.toLowerCase())
    .nullable(),
);

const IssuerUrl = optionalLine(500).pipe(
  z
    .string()
    // Plain http only for an issuer on this machine (the local stand-in issuer of development).
    .regex(
      /^(https:\/\/\S+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/\S*)?)$/,
      'Enter the issuer’s https:// address.',
    )
    .nullable(),
);

export const PASSWORD_ACTIONS = ['keep', 'set', 'remove'] as const;
export const PRIVATE_PASSWORD_MIN = 8;

export const StoreSso = z
  .object({
    enabled: onOff,
    /** An OpenID Connect issuer; without it the tenant's Microsoft Entra ID is used. */
    issuer: IssuerUrl,
    client_id: optionalLine(200),
    tenant_id: optionalLine(200),
  })
  .superRefine((sso, ctx) => {
    if (!sso.enabled) return;
    if (!sso.client_id)
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'Enter the client id.' });
    if (!sso.issuer && !sso.tenant_id)
      ctx.addIssue({
        code: 'custom',
        path: ['tenant_id'],
        message: 'Enter the Microsoft tenant id, or an issuer address.',
      });
  });

const StoreSettingsFields = z.object({
  name: required(120, 'Enter the store’s name.'),
  company_name: required(160, 'Enter the company’s name.'),
  contact_emails: z
    .array(ContactEmail)
    .min(1, 'Add at least one contact e-mail address.')
    .max(10, 'At most 10 contact e-mail addresses.'),
  status: StorefrontStatus,
  private_store: onOff,
  /** Keep the password as it is, set (or replace) it with `new_password`, or remove it. */
  password_action: z.enum(PASSWORD_ACTIONS).default('keep'),
  new_password: requestText().max(200).optional(),
  promo_code: optionalLine(100),
  gift_card: onOff,
  login_required: onOff,
  allowed_email_domain: EmailDomain,
  sso: StoreSso,
  disabled_prices: onOff,
  no_index_site: onOff,
  /**
   * Orders from this amount (cents, after a promo discount) ship free; null: never. Left out, it
   * stays as it is.
   */
  free_shipping_from_cents: z
    .number({ error: 'Enter an amount in cents, or nothing.' })
    .int('Enter a whole number of cents.')
    .min(0, 'Enter an amount of 0 or more.')
    .max(MONEY_MAX_CENTS, 'That amount is too large.')
    .nullable()
    .optional(),
  products_per_row: z
    .number({ error: 'Enter a number from 1 to 6.' })
    .int('Enter a whole number.')
    .min(1, 'Enter a number from 1 to 6.')
    .max(6, 'Enter a number from 1 to 6.'),
  products_per_page: z
    .number({ error: 'Enter a number from 1 to 60.' })
    .int('Enter a whole number.')
    .min(1, 'Enter a number from 1 to 60.')
    .max(60, 'Enter a number from 1 to 60.'),
  default_sort: DefaultSort,
});

/** Body of `PUT /api/storefronts/{id}/settings`; also what the console's form validates. */
export const StoreSettingsBody = StoreSettingsFields.superRefine((body, ctx) => {
  if (body.password_action === 'set' && (body.new_password ?? '').length < PRIVATE_PASSWORD_MIN)
    ctx.addIssue({
      code: 'custom',
      path: ['new_password'],
      message: `The password needs at least ${PRIVATE_PASSWORD_MIN} characters.`,
    });
});
export type StoreSettingsBody = z.infer<typeof StoreSettingsBody>;
export type StoreSettingsInput = z.input<typeof StoreSettingsBody>;

/** `GET …/settings`: the settings as the form shows them; the password only says whether one is set. */
export const StoreSettings = StoreSettingsFields.omit({
  password_action: true,
  new_password: true,
}).extend({
  /** A store the operator just made has none yet; saving asks for one. */
  contact_emails: z.array(z.string()),
  has_password: z.boolean(),
  promo_code: z.string().nullable(),
  allowed_email_domain: z.string().nullable(),
  sso: z.object({
    enabled: z.boolean(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    tenant_id: z.string().nullable(),
  }),
});
export type StoreSettings = z.infer<typeof StoreSettings>;
export const StoreSettingsResponse = z.object({ data: StoreSettings });
