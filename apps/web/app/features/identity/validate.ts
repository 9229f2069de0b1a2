import {
  emailMatchesDomain,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  type Storefront,
} from '@storefront/contracts';
import { z } from 'zod';

/*
 * The rules of §5 as the forms' schemas: the contracts' bodies, fed what the form posts plus the
 * store's id, as the actions send them to the API. Run in the browser and again by each action.
 */

type Posted = Record<string, unknown>;

/** A contract body read from a posted form: the store's id added, `adapt` for non-text fields. */
function posted<Body extends z.ZodType>(
  store: Storefront,
  body: Body,
  adapt = (form: Posted) => form,
) {
  return z.preprocess((form) => ({ ...adapt(form as Posted), storefront_id: store.id }), body);
}

/** The domain login e-mails must have: only private stores restrict it (§5). */
export function loginDomain(store: Storefront): string | null {
  return store.private_store ? store.allowed_email_domain : null;
}

/** On a private store the e-mail must be of the store's domain (LOGIN.invalidDomainMessage). */
function ofStoreDomain(store: Storefront) {
  return (value: { email?: unknown }, ctx: z.RefinementCtx) => {
    const { email } = value;
    if (typeof email === 'string' && !emailMatchesDomain(email, loginDomain(store)))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'LOGIN.invalidDomainMessage' });
  };
}

/** Passwords are never sent back to fill the form again. */
export const PASSWORD_FIELDS = ['password', 'password_confirmation'];

export const loginSchema = (store: Storefront) =>
  posted(store, LoginBody).superRefine(ofStoreDomain(store));

/** Like login, a private store wants its own e-mail domain; and the terms must be accepted. */
export const registerSchema = (store: Storefront) =>
  posted(store, RegisterBody, (form) => ({
    ...form,
    terms_and_conditions: form.terms_and_conditions === 'true',
  })).superRefine((value, ctx) => {
    ofStoreDomain(store)(value, ctx);
    if (value.terms_and_conditions !== true)
      ctx.addIssue({
        code: 'custom',
        path: ['terms_and_conditions'],
        message: 'AUTH.errors.termsRequired',
      });
  });

export const forgotPasswordSchema = (store: Storefront) => posted(store, ForgotPasswordBody);

/** The update-password form: the new password typed, token and e-mail from the mail's link. */
export const newPasswordSchema = (store: Storefront) => posted(store, ResetPasswordBody);
