import { WebhookEndpointBody, WebhookUrl } from '@storefront/contracts';
import { z } from 'zod';

/**
 * The endpoint form as posted: the contract's fields, an unticked "active" box missing (false),
 * the ticked event boxes as a list. Both the dialog and the page's action read it.
 */
export const EndpointForm = z.object({
  url: WebhookUrl,
  description: WebhookEndpointBody.shape.description,
  events: WebhookEndpointBody.shape.events,
  active: z.boolean().default(false),
});
export type EndpointForm = z.output<typeof EndpointForm>;

export const EndpointIdForm = z.object({ endpointId: z.coerce.number().int().positive() });
export const DeliveryIdForm = z.object({ deliveryId: z.coerce.number().int().positive() });

/** The delivery log's page and state filter, as the page's URL holds them. */
export function deliveriesSearch(params: URLSearchParams): string {
  const out = new URLSearchParams();
  const state = params.get('state');
  if (state === 'pending' || state === 'delivered' || state === 'failed') out.set('state', state);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.set('page', String(page));
  return out.toString();
}
