import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import {
  insertEmail,
  listPendingEmails,
  listStoreEmails,
  markEmailFailed,
  markEmailSent,
  type NewOutgoingEmail,
} from './mail.queries.ts';

export type MailMessage = Pick<
  NewOutgoingEmail,
  'storefrontId' | 'to' | 'subject' | 'text' | 'html' | 'attachments'
>;

/**
 * Mail goes through the outbox table: a caller's transaction never waits on SMTP, and a mail
 * that failed is retried. Without SMTP_URL mails stay in the outbox and the dev mailbox shows them.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async queue(message: MailMessage) {
    const row = await insertEmail(this.db, message);
    this.kick();
    return row;
  }

  /** Sends what is pending now; resolves when this round is done. */
  flush(): Promise<void> {
    this.running ??= this.deliverPending().finally(() => (this.running = null));
    return this.running;
  }

  start(intervalMs = 5000) {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  listForStore(storefrontId: number, limit = 50) {
    return listStoreEmails(this.db, storefrontId, limit);
  }

  private kick() {
    if (this.transport) void this.flush();
  }

  private async deliverPending() {
    if (!this.transport) return;
    for (const mail of await listPendingEmails(this.db, 20)) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: mail.attachments,
        });
        await markEmailSent(this.db, mail.id);
      } catch (error) {
        await markEmailFailed(
          this.db,
          mail.id,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
  }
}
