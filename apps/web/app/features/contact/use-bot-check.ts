import {
  BotCheckChallengeResponse,
  CONTACT_BOT_CHECK_ACTION,
  type AltchaChallenge,
} from '@storefront/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { useCallback, useEffect, useRef } from 'react';

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/** Makes the token of one submission; `expiresAt` (ms) is when an ALTCHA solution goes stale. */
type Prepared = { makeToken: () => Promise<string>; expiresAt: number };

/**
 * The contact form's bot check (action contact_submit). ALTCHA: the challenge is fetched and
 * solved by altcha-lib as soon as the page opens, while the visitor types; its hashes are Web
 * Crypto's, worked off the main thread, so typing stays smooth without a worker. reCAPTCHA v3 (a
 * store with keys): Google's script is loaded at once and the token made at submit, as tokens
 * live two minutes. `takeToken` answers the token for one submission and prepares the next.
 */
export function useBotCheck(storeId: number) {
  const pending = useRef<Pending | null>(null);
  useEffect(() => {
    pending.current = startBotCheck(storeId);
  }, [storeId]);

  return useCallback(async (): Promise<string> => {
    const current = pending.current;
    const usable = current && current.expiresAt > Date.now() + 10_000 ? current : null;
    pending.current = startBotCheck(storeId);
    const { makeToken } = await (usable ?? startBotCheck(storeId)).prepared;
    return makeToken();
  }, [storeId]);
}

type Pending = { prepared: Promise<Prepared>; expiresAt: number };

function startBotCheck(storeId: number): Pending {
  const pending = { prepared: prepareBotCheck(storeId), expiresAt: Infinity };
  // A failure shows when the token is taken; until then it is not an unhandled rejection.
  pending.prepared.then((p) => (pending.expiresAt = p.expiresAt)).catch(() => {});
  return pending;
}

async function prepareBotCheck(storeId: number): Promise<Prepared> {
  const response = await fetch(`/api/storefronts/${storeId}/bot-check/challenge`);
  if (!response.ok) throw new Error(`Bot check unavailable (${response.status})`);
  const { data } = BotCheckChallengeResponse.parse(await response.json());
  if (data.provider === 'recaptcha') {
    await loadRecaptcha(data.site_key);
    return { makeToken: () => recaptchaToken(data.site_key), expiresAt: Infinity };
  }
  const token = await altchaToken(data);
  return { makeToken: async () => token, expiresAt: altchaExpiry(data) };
}

async function altchaToken(challenge: AltchaChallenge): Promise<string> {
  const { algorithm, salt, maxnumber, signature } = challenge;
  const solved = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solved) throw new Error('The bot check could not be solved.');
  const { number } = solved;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}

/** The salt says until when the server takes the solution (`?expires=<unix seconds>`). */
function altchaExpiry(challenge: AltchaChallenge): number {
  const expires = new URLSearchParams(challenge.salt.split('?')[1] ?? '').get('expires');
  return expires ? Number(expires) * 1000 : Infinity;
}

let recaptchaScript: Promise<void> | null = null;

function loadRecaptcha(siteKey: string): Promise<void> {
  recaptchaScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('The reCAPTCHA script did not load.'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = window.grecaptcha!;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: CONTACT_BOT_CHECK_ACTION });
}
