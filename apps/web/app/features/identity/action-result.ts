import type { FormResult } from '../../lib/contract-form.ts';
import { useOnChange } from '../../lib/use-on-change.ts';

/** What an identity action answers when it does not redirect. */
export type ActionResult = {
  /** The form as read by the action: its field errors and what was typed (never a password). */
  result?: FormResult;
  /** A form-wide message from the server, for example 'These credentials do not match'. */
  message?: string;
  /** Every message of the server's errors map, for one toast each (§8 Registration failure). */
  messages?: string[];
};

type ShowToast = (severity: 'success' | 'error' | 'info', text: string) => void;

/** Error toasts each time the action answers (§8): its message, or each of its messages. */
export function useErrorToasts(result: ActionResult | undefined, show: ShowToast) {
  useOnChange(result, (answer) => {
    const messages = answer.messages ?? (answer.message ? [answer.message] : []);
    for (const message of messages) show('error', message);
  });
}
