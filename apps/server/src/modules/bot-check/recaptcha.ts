/** What Google's siteverify answers (the fields we read). */
export type SiteverifyAnswer = {
  success: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
};

/** The one network call of reCAPTCHA, injectable so tests stub it at this edge. */
export type Siteverify = (input: {
  secret: string;
  token: string;
  remoteIp: string;
}) => Promise<SiteverifyAnswer>;

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); below this we refuse. */
export const RECAPTCHA_MIN_SCORE = 0.5;

export const googleSiteverify: Siteverify = async ({ secret, token, remoteIp }) => {
  const response = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
  return (await response.json()) as SiteverifyAnswer;
};

/** A v3 token passes when Google vouches for it, for our action, with a good enough score. */
export function recaptchaPasses(answer: SiteverifyAnswer, action: string): boolean {
  return answer.success && answer.action === action && (answer.score ?? 0) >= RECAPTCHA_MIN_SCORE;
}
