/** Mail's public face: the only file other modules import. */
export { Mailer, type MailMessage } from './mail.service.ts';
