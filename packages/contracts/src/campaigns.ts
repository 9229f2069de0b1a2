import { z } from 'zod';
import { StorefrontParams } from './catalog.ts';
import { MONEY_MAX_CENTS } from './constants.ts';
import { GiftRecipient } from './gifting.ts';
import { Id, IdParam, requestText } from './request.ts';

/**
 * Gifting campaigns in the owner console (issue #17): a campaign is a kit with its settings and
 * its recipients, each with a personal link and a funnel state.
 */

export const CAMPAIGN_MESSAGES = {
  revoked: 'This gift link was withdrawn by the company that sent it.',
  expired: 'This gift link has expired. Please contact the company that sent it.',
  duplicateInCampaign: (email: string) => `${email} already has a link in this campaign`,
  duplicateInFile: (email: string) => `${email} is listed twice`,
} as const;

export const CAMPAIGN_LANGUAGES = ['en', 'de', 'fr'] as const;
export const CampaignLanguage = z.enum(CAMPAIGN_LANGUAGES);
export type CampaignLanguage = z.infer<typeof CampaignLanguage>;

export const REMINDER_DAYS_DEFAULT = 3;
/** A recipient gets at most this many reminders. */
export const REMINDERS_MAX = 2;

export const RECIPIENT_STATES = [
  'sent',
  'email_opened',
  'link_opened',
  'chosen',
  'ordered',
  'expired',
  'revoked',
] as const;
export const RecipientState = z.enum(RECIPIENT_STATES);
export type RecipientState = z.infer<typeof RecipientState>;

export const CampaignParams = StorefrontParams.extend({ campaignId: IdParam });

const CampaignProductRule = z.object({
  product_id: Id,
  required: z.boolean().default(false),
  quantity: z.number().int().min(1).max(50).default(1),
});

const CampaignFields = z.object({
  name: requestText().trim().min(1).max(200),
  /** How many products the recipient may choose in all (picks). */
  amount: z.number().int().min(1).max(50),
  hide_prices: z.boolean().default(false),
  budget_cents: z.number().int().min(0).max(MONEY_MAX_CENTS).nullable().default(null),
  /** A media path (the console's upload), or null. */
  banner_path: requestText().trim().max(500).nullable().default(null),
  /** A new link's lifetime; null: links never expire. */
  link_expiry_days: z.number().int().min(1).max(365).nullable().default(30),
  reminder_days: z.number().int().min(1).max(60).default(REMINDER_DAYS_DEFAULT),
  reminders_enabled: z.boolean().default(true),
  /** The language of the recipients' e-mails. */
  language: CampaignLanguage.default('en'),
  products: z
    .array(CampaignProductRule)
    .min(1)
    .max(100)
    .refine((list) => new Set(list.map((p) => p.product_id)).size === list.length, {
      message: 'A product may be in a kit once.',
    }),
});

export const NewCampaignBody = CampaignFields;
export type NewCampaignBody = z.infer<typeof NewCampaignBody>;
export const CampaignChangeBody = CampaignFields.partial().refine(
  (change) => Object.keys(change).length > 0,
  { message: 'Nothing to change.' },
);
export type CampaignChange = z.infer<typeof CampaignChangeBody>;

export const FunnelCounts = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  email_opened: z.number().int(),
  link_opened: z.number().int(),
  chosen: z.number().int(),
  ordered: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
});
export type FunnelCounts = z.infer<typeof FunnelCounts>;

export const Campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  amount: z.number().int(),
  hide_prices: z.boolean(),
  budget_cents: z.number().int().nullable(),
  spent_cents: z.number().int(),
  banner_path: z.string().nullable(),
  link_expiry_days: z.number().int().nullable(),
  reminder_days: z.number().int(),
  reminders_enabled: z.boolean(),
  language: CampaignLanguage,
  products: z.array(
    z.object({ product_id: z.number().int(), required: z.boolean(), quantity: z.number().int() }),
  ),
  counts: FunnelCounts,
  created_at: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignResponse = z.object({ data: Campaign });
export const CampaignListResponse = z.object({ data: z.array(Campaign) });

export const CampaignRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  state: RecipientState,
  url: z.string(),
  expires_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  email_opened_at: z.string().nullable(),
  link_opened_at: z.string().nullable(),
  chosen_at: z.string().nullable(),
  ordered_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  reminders_sent: z.number().int(),
  /** When the last reminder was mailed (by the instance's clock); null before the first. */
  last_reminder_at: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof CampaignRecipient>;
export const CampaignRecipientListResponse = z.object({ data: z.array(CampaignRecipient) });

/** A recipient as the owner adds one, or a CSV row (`name,email[,note]`). */
export const NewCampaignRecipient = GiftRecipient.extend({
  note: requestText({ multiline: true }).trim().max(1000).nullable().default(null),
});
export type NewCampaignRecipient = z.infer<typeof NewCampaignRecipient>;

/** Either a CSV file's text or a list; the dry run and the send take the same body. */
export const CampaignRecipientsBody = z
  .object({
    csv: requestText({ multiline: true }).max(1_000_000).optional(),
    recipients: z.array(NewCampaignRecipient).min(1).max(2000).optional(),
  })
  .refine((b) => (b.csv === undefined) !== (b.recipients === undefined), {
    message: 'Send either csv or recipients.',
  });
export type CampaignRecipientsBody = z.infer<typeof CampaignRecipientsBody>;

export const RecipientProblem = z.object({ line: z.number().int(), message: z.string() });
export type RecipientProblem = z.infer<typeof RecipientProblem>;
export const RecipientsDryRun = z.object({
  recipients: z.array(NewCampaignRecipient),
  problems: z.array(RecipientProblem),
});
export type RecipientsDryRun = z.infer<typeof RecipientsDryRun>;
export const RecipientsDryRunResponse = z.object({ data: RecipientsDryRun });

export const RecipientAction = z.enum(['resend', 'revoke', 'extend']);
export type RecipientAction = z.infer<typeof RecipientAction>;
export const RecipientActionBody = z.object({
  action: RecipientAction,
  ids: z.array(Id).min(1).max(2000),
  /** extend: the new expiry is this many days from now. */
  days: z.number().int().min(1).max(365).optional(),
});
export const RecipientActionResponse = z.object({ data: z.object({ changed: z.number().int() }) });

export const FunnelDay = z.object({
  day: z.string(),
  sent: z.number().int(),
  email_opened: z.number().int(),
  link_opened: z.number().int(),
  chosen: z.number().int(),
  ordered: z.number().int(),
});
export type FunnelDay = z.infer<typeof FunnelDay>;
export const CampaignFunnel = z.object({
  counts: FunnelCounts,
  /** Each step's share of recipients sent, 0..1. */
  rates: z.object({
    email_opened: z.number(),
    link_opened: z.number(),
    chosen: z.number(),
    ordered: z.number(),
    expired: z.number(),
  }),
  series: z.array(FunnelDay),
  budget_cents: z.number().int().nullable(),
  spent_cents: z.number().int(),
  /** null when the budget is open-ended. */
  left_cents: z.number().int().nullable(),
});
export type CampaignFunnel = z.infer<typeof CampaignFunnel>;
export const CampaignFunnelResponse = z.object({ data: CampaignFunnel });

export const DemandRow = z.object({
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  chosen: z.number().int(),
  ordered: z.number().int(),
});
export type DemandRow = z.infer<typeof DemandRow>;
export const CampaignDemandResponse = z.object({ data: z.array(DemandRow) });

export const TrackingParams = z.object({ trackingId: z.uuid() });

/** Test-only (NODE_ENV=test): moves the server's clock by `offset_ms`. */
export const TestClockBody = z.object({ offset_ms: z.number().int() });
export const TestClockResponse = z.object({ data: z.object({ now: z.string() }) });
