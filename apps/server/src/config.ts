import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A host name without scheme or port, compared in lower case. */
const hostName = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'must be a host name without scheme or port');

/** Every setting the server reads, validated once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Loopback unless told: the demo's passwords are published and its mailbox may be open. A
   * deployment (a container, a machine behind a proxy) sets HOST=0.0.0.0.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEFAULT_STOREFRONT: z.string().min(1).default('acme'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Storefront <no-reply@storefront.localhost>'),
  /** Stripe payments replace the test provider when both keys are set. */
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else it can be faked). */
  TRUST_PROXY: flag.default(false),
  /** Attempt limits on sign-in, registration and reset; off only for test runs that sign in a lot. */
  RATE_LIMITS: flag.default(true),
  /** An OpenID Connect issuer that replaces Microsoft for every single sign-on store (dev, tests). */
  SSO_ISSUER_URL: z.string().url().optional(),
  /** Store slugs switched to SSO_ISSUER_URL at start, as client `<slug>-local` (development). */
  SSO_LOCAL_STORES: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'must be store slugs separated by commas')
    .optional(),
  /** Background jobs (order recovery) in this instance; default on, off under NODE_ENV=test. */
  JOBS: flag.optional(),
  /** How long an order may await payment before the recovery job settles it (tests shorten it). */
  ORDER_RESERVATION_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  /** Where the platform operator signs in; compared with the Host header without its port. */
  PLATFORM_HOST: hostName.default('admin.localhost'),
  /** Stores without a custom domain live at `<slug>.<STORE_BASE_DOMAIN>`. */
  STORE_BASE_DOMAIN: hostName.default('localhost'),
  /** Signs the contact form's ALTCHA challenges; set the same value on every instance. */
  BOT_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Webhooks may go to private and loopback addresses; default only outside production. */
  WEBHOOKS_ALLOW_PRIVATE_URLS: flag.optional(),
});

const Env = EnvSchema.refine((e) => !e.SSO_LOCAL_STORES || e.SSO_ISSUER_URL, {
  path: ['SSO_LOCAL_STORES'],
  message: 'needs SSO_ISSUER_URL',
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultStorefront: string;
  seedDemo: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: { secretKey: string; webhookSecret: string } | null;
  rateLimits: boolean;
  trustProxy: boolean;
  ssoIssuerUrl: string | undefined;
  ssoLocalStores: string[];
  botCheckSecret: string;
  platformHost: string;
  storeBaseDomain: string;
  jobs: boolean;
  reservationMs: number | undefined;
  /** Webhook URLs on private, loopback or link-local addresses are allowed (never by default in production). */
  webhooksAllowPrivateUrls: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment; throws one error listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    defaultStorefront: e.DEFAULT_STOREFRONT,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    ssoIssuerUrl: e.SSO_ISSUER_URL,
    ssoLocalStores: e.SSO_LOCAL_STORES?.split(',') ?? [],
    // A random default is fine for one process: challenges live minutes and are not stored.
    botCheckSecret: e.BOT_CHECK_SECRET ?? randomBytes(32).toString('hex'),
    platformHost: e.PLATFORM_HOST,
    storeBaseDomain: e.STORE_BASE_DOMAIN,
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    reservationMs: e.ORDER_RESERVATION_SECONDS && e.ORDER_RESERVATION_SECONDS * 1000,
    webhooksAllowPrivateUrls: e.WEBHOOKS_ALLOW_PRIVATE_URLS ?? e.NODE_ENV !== 'production',
  };
}
