import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';

/** A serialiser compiler that fits any route's schema type. */
export type AnySchemaSerializer = <T>(
  routeSchema: FastifyRouteSchemaDef<T>,
) => (data: unknown) => string;

/**
 * The serialiser of a route whose answer is built field by field from its contract's types (the
 * catalogue's reads, decision 0028 "Uncached answers"): in production plain `JSON.stringify`,
 * without parsing the answer through its zod schema again first; in development and tests
 * undefined, so the route keeps the contract's serialiser (`app.ts`), which refuses an answer that
 * does not fit the schema, and the suites prove the answers fit. Only for routes whose handler
 * copies each field it sends (no database row or stored JSON passed through as it is), since zod
 * also strips keys the schema does not name.
 */
export function trustedSerializer(env: string): AnySchemaSerializer | undefined {
  if (env !== 'production') return undefined;
  return () => (data) => JSON.stringify(data);
}
