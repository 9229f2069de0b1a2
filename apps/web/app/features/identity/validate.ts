import {
  emailMatchesDomain,
  AcceptInviteBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  type Storefront,
} from '@storefront/contracts';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';

/* The rules of §5, run in the browser while typing and again by each page's action. */

function errorsOf(parsed: { error?: { issues: Parameters<typeof fieldErrorsOf>[0] } }) {
  return parsed.error ? fieldErrorsOf(parsed.error.issues) : {};
}

export type LoginValues = { email: string; password: string };

/** Login; on a private store the e-mail must be of the store's domain (LOGIN.invalidDomainMessage). */
export function validateLogin(values: LoginValues, store: Storefront): FieldErrors {
  const errors = errorsOf(LoginBody.safeParse({ ...values, storefront_id: store.id }));
  if (!errors.email && !emailMatchesDomain(values.email, loginDomain(store)))
    errors.email = 'LOGIN.invalidDomainMessage';
  return errors;
}

/** The domain login e-mails must have: only private stores restrict it (§5). */
export function loginDomain(store: Storefront): string | null {
  return store.private_store ? store.allowed_email_domain : null;
}

export type RegisterValues = {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
  terms_and_conditions: boolean;
};

/** Registration; like login, a private store wants its own e-mail domain, and the terms accepted. */
export function validateRegister(values: RegisterValues, store: Storefront): FieldErrors {
  const errors = errorsOf(RegisterBody.safeParse({ ...values, storefront_id: store.id }));
  if (!errors.email && !emailMatchesDomain(values.email, loginDomain(store)))
    errors.email = 'LOGIN.invalidDomainMessage';
  if (!values.terms_and_conditions) errors.terms_and_conditions = 'AUTH.errors.termsRequired';
  return errors;
}

export function validateForgotPassword(values: { email: string }, store: Storefront): FieldErrors {
  return errorsOf(ForgotPasswordBody.safeParse({ ...values, storefront_id: store.id }));
}

/** The update-password form: the new password typed, token and e-mail from the mail's link. */
export type NewPasswordValues = {
  password: string;
  password_confirmation: string;
  email: string;
  token: string;
};

export function validateNewPassword(values: NewPasswordValues, store: Storefront): FieldErrors {
  return errorsOf(ResetPasswordBody.safeParse({ ...values, storefront_id: store.id }));
}

/** Accepting an invitation: the password the invited person chooses, and the link's token. */
export type AcceptInviteValues = { password: string; password_confirmation: string; token: string };

export function validateAcceptInvite(values: AcceptInviteValues): FieldErrors {
  return errorsOf(AcceptInviteBody.safeParse(values));
}
