import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { IdParam, requestText } from './request.ts';

// The owner console's contact inbox: the shoppers' contact submissions, answered by e-mail.

export const CONTACT_INBOX_PAGE_SIZES = [10, 25, 50] as const;
export const CONTACT_STATUSES = ['open', 'handled'] as const;
export const ContactStatus = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatus>;

export const ContactThreadParams = z.object({ storefrontId: IdParam, submissionId: IdParam });

/** The inbox's filter, search and page; every field lives in the console's URL. */
export const ContactInboxQuery = z.object({
  /** Open or handled; all when absent. */
  status: ContactStatus.optional().or(z.literal('').transform(() => undefined)),
  /** Part of the name, e-mail, message or order id; any case. */
  q: requestText().trim().max(100).optional(),
  /** Only the submissions linked to this order of the store. */
  order_id: IdParam.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine(
      (n) => (CONTACT_INBOX_PAGE_SIZES as readonly number[]).includes(n),
      'Rows is 10, 25 or 50.',
    )
    .default(CONTACT_INBOX_PAGE_SIZES[1]),
});
export type ContactInboxQuery = z.infer<typeof ContactInboxQuery>;

/** The store's order a submission names (by its order number), when there is one. */
export const LinkedOrder = z.object({ id: z.number().int(), uuid: z.string() });

export const ContactSubmissionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The start of the message. */
  excerpt: z.string(),
  /** What the shopper typed as the order id, if anything. */
  order_uuid: z.string().nullable(),
  order: LinkedOrder.nullable(),
  has_image: z.boolean(),
  status: ContactStatus,
  replies: z.number().int(),
  created_at: z.string(),
});
export type ContactSubmissionRow = z.infer<typeof ContactSubmissionRow>;

export const ContactInboxResponse = pagedResponse(ContactSubmissionRow).extend({
  /** Open submissions of the store, whatever the filter. */
  open: z.number().int(),
});
export type ContactInboxResponse = z.infer<typeof ContactInboxResponse>;

export const ContactReply = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The team member who answered, as the audit log names them. */
  author: z.string(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof ContactReply>;

export const ContactThread = ContactSubmissionRow.omit({ excerpt: true, replies: true }).extend({
  first_name: z.string(),
  last_name: z.string(),
  message: z.string(),
  /** The shopper's language when they wrote; the reply mail uses it. */
  language: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  replies: z.array(ContactReply),
});
export type ContactThread = z.infer<typeof ContactThread>;
export const ContactThreadResponse = z.object({ data: ContactThread });
export type ContactThreadResponse = z.infer<typeof ContactThreadResponse>;

export const ContactStatusBody = z.object({ status: ContactStatus });
export type ContactStatusBody = z.infer<typeof ContactStatusBody>;

export const CONTACT_REPLY_MAX = 5000;
export const ContactReplyBody = z.object({
  body: requestText({ multiline: true })
    .trim()
    .min(1, 'Write a reply.')
    .max(CONTACT_REPLY_MAX, `At most ${CONTACT_REPLY_MAX} characters.`),
});
export type ContactReplyBody = z.infer<typeof ContactReplyBody>;
