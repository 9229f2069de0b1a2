// Every module's tables, for Drizzle (queries, migrations); each file belongs to one module.
export * from './storefronts.ts';
export * from './catalog.ts';
export * from './identity.ts';
export * from './promo-codes.ts';
export * from './gifting.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './promo-code-uses.ts';
export * from './gift-cards.ts';
export * from './checkout.ts';
export * from './private-access.ts';
export * from './publishing.ts';
export * from './audit.ts';
export * from './platform.ts';
export * from './media.ts';
export * from './catalogue-imports.ts';
export * from './draft-orders.ts';
