import { useOnChange } from '../../lib/use-on-change.ts';
import type { FieldErrors } from './field-errors.ts';

/** What an identity action answers when it does not redirect. */
export type ActionResult = {
  /** Field errors, one per field (i18n keys or the server's messages). */
  errors?: FieldErrors;
  /** A form-wide message from the server, for example 'These credentials do not match'. */
  message?: string;
  /** Every message of the server's errors map, for one toast each (§8 Registration failure). */
  messages?: string[];
  /** What was typed (never a password), to fill the form again after a post without JavaScript. */
  values?: Record<string, string>;
};

type ShowToast = (severity: 'success' | 'error' | 'info', text: string) => void;

/** Error toasts each time the action answers (§8): its message, or each of its messages. */
export function useErrorToasts(result: ActionResult | undefined, show: ShowToast) {
  useOnChange(result, (answer) => {
    const messages = answer.messages ?? (answer.message ? [answer.message] : []);
    for (const message of messages) show('error', message);
  });
}
