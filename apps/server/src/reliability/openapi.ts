/** The API's operations as its own OpenAPI document describes them, for generated checks. */
import type { FastifyInstance } from 'fastify';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | Schema;
  $ref?: string;
};

export type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
};
type Content = Record<string, { schema?: Schema }>;

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** Documented statuses and, where JSON, their schemas. */
  responses: Record<string, { description?: string; content?: Content }>;
  secured: boolean;
  /** The console role the route declares (`x-store-role`), for owner and staff endpoints. */
  storeRole: 'owner' | 'staff' | undefined;
  /** The document's named schemas, which `$ref`s in the others point at. */
  components: Record<string, Schema>;
};

export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = doc.components?.schemas ?? {};
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      responses: op.responses ?? {},
      secured: (op.security ?? []).some((s) => 'bearer' in s),
      storeRole: op['x-store-role'],
      components,
    })),
  );
}

type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
  security?: Record<string, unknown>[];
  'x-store-role'?: 'owner' | 'staff';
};

export const pathParamsOf = (op: Operation) => op.parameters.filter((p) => p.in === 'path');

/** A half of a UTF-16 surrogate pair on its own: no URL can carry it, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The operation's path with its parameters filled in, each encoded. */
export function urlOf(op: Operation, values: Record<string, unknown>): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(values[name]).replace(LONE_SURROGATE, '\uFFFD')),
  );
}

/** Answers that never end (server-sent events) cannot be fuzzed by waiting for them. */
export const streams = (op: Operation) =>
  Object.values(op.responses).some(
    (r) => r.description === 'text/event-stream' || (r.content && 'text/event-stream' in r.content),
  );

/** OpenAPI 3.0 schema → JSON Schema (draft 7) for Ajv: boolean exclusive bounds become numbers. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (out[exclusive] === true) out[exclusive] = out[bound];
    if (typeof out[exclusive] === 'boolean') delete out[exclusive];
    if (typeof out[exclusive] === 'number') delete out[bound];
  }
  return out;
}
