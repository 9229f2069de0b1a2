export * from './constants.ts';
export * from './errors.ts';
export * from './links.ts';
export * from './text.ts';
export * from './dates.ts';
export * from './money.ts';
export * from './storefront.ts';
export * from './orders.ts';
