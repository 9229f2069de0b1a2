import { describe, expect, it } from 'vitest';
import {
  emailMatchesDomain,
  LoginBody,
  passwordChecks,
  passwordStrength,
  PASSWORDS_DONT_MATCH,
  RegisterBody,
} from './identity.ts';

const register = {
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex@acme.test',
  username: 'alex',
  password: 'Acme-Demo-2026!',
  password_confirmation: 'Acme-Demo-2026!',
  storefront_id: 1,
};

describe('password rules', () => {
  it('checks length, digit, and mixed case with a symbol', () => {
    expect(passwordChecks('short')).toEqual({
      minLength: false,
      number: false,
      mixedCaseAndSymbol: false,
    });
    expect(passwordChecks('longenough1')).toEqual({
      minLength: true,
      number: true,
      mixedCaseAndSymbol: false,
    });
    expect(passwordChecks('Long-enough1')).toEqual({
      minLength: true,
      number: true,
      mixedCaseAndSymbol: true,
    });
  });

  it('grows the strength with the rules met and the length', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Long-enou1')).toBe(3);
    expect(passwordStrength('Much-longer-pass1')).toBe(4);
  });
});

describe('RegisterBody', () => {
  it('accepts a valid registration and defaults terms to true', () => {
    const parsed = RegisterBody.parse(register);
    expect(parsed.terms_and_conditions).toBe(true);
  });

  it("says Passwords don't match on the confirmation", () => {
    const result = RegisterBody.safeParse({ ...register, password_confirmation: 'Other-2026!' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(
      expect.objectContaining({ path: ['password_confirmation'], message: PASSWORDS_DONT_MATCH }),
    );
  });

  it('lists every unmet password rule', () => {
    const result = RegisterBody.safeParse({
      ...register,
      password: 'abc',
      password_confirmation: 'abc',
    });
    const messages = result
      .error!.issues.filter((i) => i.path[0] === 'password')
      .map((i) => i.message);
    expect(messages).toEqual([
      'Minimum 8 characters',
      'At least one numeric',
      'At least one lowercase, uppercase and special character',
    ]);
  });
});

describe('LoginBody', () => {
  it('requires a valid e-mail and a password', () => {
    const result = LoginBody.safeParse({ email: 'nope', password: '', storefront_id: 1 });
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['email', 'password']);
  });
});

describe('emailMatchesDomain', () => {
  it('matches the store domain case-insensitively', () => {
    expect(emailMatchesDomain('Sam@GLOBEX.test', 'globex.test')).toBe(true);
    expect(emailMatchesDomain('sam@globex.test.evil', 'globex.test')).toBe(false);
    expect(emailMatchesDomain('sam@notglobex.test', 'globex.test')).toBe(false);
    expect(emailMatchesDomain('sam@any.test', null)).toBe(true);
  });
});
