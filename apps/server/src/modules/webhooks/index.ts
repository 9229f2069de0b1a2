/** Webhooks' public face: the only file other modules (and app.ts) import. */
export { webhooksRoutes } from './webhooks.routes.ts';
export { webhookDepsOf } from './webhooks.deps.ts';
export { webhookOrderEvents } from './webhooks.service.ts';
export { verifyWebhookSignature, signWebhook } from './webhook-signature.ts';
