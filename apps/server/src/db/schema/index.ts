export * from './storefronts.ts';
export * from './catalog.ts';
export * from './identity.ts';
export * from './commerce.ts';
export * from './private-access.ts';
