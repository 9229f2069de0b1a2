import { z } from 'zod';

/** A mail as the dev mailbox shows it (only when no SMTP server is configured). */
export const DevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  /** Names of the attached files (the contact form's image). */
  attachments: z.array(z.object({ filename: z.string() })),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;

export const DevMailboxResponse = z.object({ data: z.array(DevMail) });
