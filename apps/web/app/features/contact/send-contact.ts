import { ApiError, type ContactFields } from '@storefront/contracts';
import type { z } from 'zod';

export type SendResult = { ok: true } | { ok: false; message: string | null };

/**
 * Posts the form as multipart straight to the API (§3): the browser streams the image, the
 * page's server never holds it. An empty order id is left out, as is a missing image.
 */
export async function sendContact(
  storeId: number,
  values: z.output<typeof ContactFields>,
  image: File | null,
  botCheckToken: string,
): Promise<SendResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) body.append(name, value);
  body.append('recaptcha', botCheckToken);
  if (image) body.append('image', image, image.name);
  try {
    const response = await fetch(`/api/storefronts/${storeId}/contact`, {
      method: 'POST',
      body,
    });
    if (response.ok) return { ok: true };
    const error = ApiError.safeParse(await response.json().catch(() => null));
    return { ok: false, message: error.data?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}
