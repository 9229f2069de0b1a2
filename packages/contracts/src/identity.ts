import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { IdParam, requestText } from './request.ts';

/** The live checklist of §5, in its order. */
export const PASSWORD_RULES = [
  {
    key: 'minLength',
    text: 'Minimum 8 characters',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'number', text: 'At least one numeric', test: (p: string) => /\d/.test(p) },
  {
    key: 'mixedCaseAndSymbol',
    text: 'At least one lowercase, uppercase and special character',
    test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /[^A-Za-z0-9]/.test(p),
  },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function passwordChecks(password: string): Record<PasswordRuleKey, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.key, r.test(password)])) as Record<
    PasswordRuleKey,
    boolean
  >;
}

/** 0 (weak) … 4 (strong), for the strength meter; the rules above decide validity. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  let score = PASSWORD_RULES.filter((r) => r.test(password)).length;
  if (password.length >= 12 && score === 3) score += 1;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const email = requestText().trim().min(1, 'Email is required').email('Enter a valid email address');
const password = requestText()
  .max(PASSWORD_MAX_LENGTH)
  .min(1, 'Password is required')
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES)
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.text });
  });
const storefrontId = IdParam;

/** A new password with its confirmation, as registration and reset ask for it. */
const newPassword = {
  password,
  password_confirmation: requestText().max(PASSWORD_MAX_LENGTH).min(1, 'Confirm your password'),
};
const passwordsMatch: [
  (v: { password: string; password_confirmation: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => v.password === v.password_confirmation,
  { message: PASSWORDS_DONT_MATCH, path: ['password_confirmation'] },
];

export const RegisterBody = z
  .object({
    first_name: requestText().trim().min(1, 'First name is required').max(100),
    last_name: requestText().trim().min(1, 'Last name is required').max(100),
    email,
    username: requestText().trim().min(1, 'Username is required').max(100),
    ...newPassword,
    terms_and_conditions: z.boolean().default(true),
    storefront_id: storefrontId,
  })
  .refine(...passwordsMatch);
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email,
  password: requestText().max(PASSWORD_MAX_LENGTH).min(1, 'Password is required'),
  storefront_id: storefrontId,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email, storefront_id: storefrontId });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const ResetPasswordBody = z
  .object({
    email,
    token: requestText().min(1).max(200),
    ...newPassword,
    storefront_id: storefrontId,
  })
  .refine(...passwordsMatch);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const VerifyEmailBody = z.object({ token: requestText().min(1).max(200) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** A store account's role: shoppers are customers; owners run the store, staff its orders. */
export const StoreRole = z.enum(['customer', 'owner', 'staff']);
export type StoreRole = z.infer<typeof StoreRole>;

/** Roles that may open the owner console. */
export function canOpenConsole(role: StoreRole): boolean {
  return role === 'owner' || role === 'staff';
}

export const User = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  email_verified: z.boolean(),
  /** True for accounts that sign in through the store's identity provider. */
  external: z.boolean(),
  role: StoreRole,
});
export type User = z.infer<typeof User>;

/** Login and e-mail verification answer `access_token`; registration answers `token` (§7). */
export const LoginResponse = z.object({ data: z.object({ user: User, access_token: z.string() }) });
export const MeResponse = z.object({ data: z.object({ user: User }) });
export const MessageResponse = z.object({ message: z.string() });
/** The same whether or not the address had an account: the mailed link signs the user in. */
export const RegisterResponse = MessageResponse;
/** Logout of a single sign-on account also names the identity provider's sign-out page. */
export const LogoutResponse = MessageResponse.extend({ logout_url: z.string().url().optional() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** Single sign-on start: where to land afterwards (a path of the store). */
export const SsoStartQuery = z.object({ returnUrl: requestText().max(2000).optional() });
/** What the identity provider sends back to the callback (other parameters are ignored). */
export const SsoCallbackQuery = z.object({
  code: requestText().max(2000).optional(),
  state: requestText().max(2000).optional(),
  error: requestText().max(2000).optional(),
  error_description: requestText({ multiline: true }).max(2000).optional(),
});
/** Where the callback sends the browser when single sign-on did not work. */
export const SSO_FAILED_PATH = '/login?sso=failed';

/** A private store's entry code: gift card, promo code or password (§2 Private-store entry). */
export const PrivateAccessBody = z.object({
  code: requestText().trim().min(1, 'Code is required').max(200),
});
/** The way in a private store's visitor holds; a gift card's balance in cents. */
export const PrivateAccessGrant = z.object({
  access: z.enum(['gift_card', 'promo_code', 'password']),
  balance: z.number().int().nullable(),
});
export type PrivateAccessGrant = z.infer<typeof PrivateAccessGrant>;
/** The way in a code opened, and the grant that keeps it open (also the `store_access` cookie). */
export const PrivateAccessResponse = z.object({
  data: PrivateAccessGrant.extend({ grant: z.string(), expires_at: z.string() }),
});
/** What the visitor's grant still gives: a gift card's balance is current. */
export const PrivateAccessGrantResponse = z.object({ data: PrivateAccessGrant });

/** Login on a private store must use the store's e-mail domain (§5), case-insensitive. */
export function emailMatchesDomain(address: string, domain: string | null): boolean {
  if (!domain) return true;
  return address.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
