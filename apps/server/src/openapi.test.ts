import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, path, op })),
  );

/** Every `$ref` value anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('refers only to schemas it defines', () => {
    const schemas = (doc.components as { schemas?: Record<string, unknown> }).schemas ?? {};
    const dangling = refsIn(doc).filter(
      (ref) => !(ref.startsWith('#/components/schemas/') && ref.split('/').pop()! in schemas),
    );
    expect(dangling).toEqual([]);
  });

  it('documents no body for a 204 answer', () => {
    const withBody = operations().filter(({ op }) => op.responses['204']?.content);
    expect(withBody.map((o) => o.name)).toEqual([]);
  });

  it('documents 400 wherever a request has input to refuse', () => {
    const missing = operations().filter(
      ({ op }) => (op.parameters?.length || op.requestBody) && !op.responses['400'],
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('documents 404 for every route of a store (an unknown store or host)', () => {
    const missing = operations().filter(
      ({ path, op }) => path.includes('{storefrontId}') && !op.responses['404'],
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });
});
