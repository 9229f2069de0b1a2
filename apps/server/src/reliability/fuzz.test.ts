/**
 * Bad input on every route, generated from the OpenAPI: seeded fast-check samples of params,
 * query, headers and body (valid-ish and hostile) as a guest, a shopper and the owner. Never a
 * 5xx; the status is one the operation documents; a JSON answer matches its documented schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_RACE } from '../plugins/error-handler.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { recordFigures } from './figures.ts';
import {
  operationsOf,
  pathParamsOf,
  streams,
  toJsonSchema,
  urlOf,
  type Operation,
  type Parameter,
} from './openapi.ts';
import { arbitraryOf, hostileValue } from './schema-values.ts';

const SEED = 20_261_124;
const RUNS_PER_OPERATION = 20;
const ODD_METHODS = ['TRACE', 'PROPFIND', 'CONNECT', 'PURGE'] as const;

let t: TestApp;
let operations: Operation[];
let personas: Record<string, Record<string, string>>;
let realValues: Record<string, unknown>;
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
  const acmeId = await storeIdOf(t.app, 'acme');
  personas = {
    guest: {},
    shopper: bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)),
    owner: bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!')),
  };
  realValues = {
    storefrontId: acmeId,
    productIdOrSlug: 'classic-cotton-tee',
    storefront_id: acmeId,
  };
});
afterAll(() => t.close());

type Sent = { persona: string; request: InjectOptions & { url: string } };

/** One request to the operation: each parameter, the query and the body from its schema. */
function requestArbitrary(op: Operation): fc.Arbitrary<Sent> {
  const param = (p: Parameter) =>
    p.name in realValues && p.in !== 'header'
      ? fc.oneof({ arbitrary: fc.constant(realValues[p.name]), weight: 3 }, arbitraryOf(p.schema))
      : arbitraryOf(p.schema);
  const values = Object.fromEntries(op.parameters.map((p) => [`${p.in}:${p.name}`, param(p)]));
  return fc
    .record({
      persona: fc.constantFrom(...Object.keys(personas)),
      values: fc.record(values),
      body: op.body ? arbitraryOf(op.body) : fc.option(hostileValue, { freq: 3 }),
      rawBody: fc.option(fc.constantFrom('{"a":', '\u0000', '[]'.repeat(5000)), { freq: 10 }),
    })
    .map(({ persona, values, body, rawBody }) => {
      const of = (kind: string) =>
        Object.fromEntries(
          Object.entries(values)
            .filter(([key, v]) => key.startsWith(`${kind}:`) && v !== undefined)
            .map(([key, v]) => [key.slice(kind.length + 1), v]),
        );
      const path = of('path');
      for (const p of pathParamsOf(op)) if (String(path[p.name] ?? '') === '') path[p.name] = 'x';
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(of('query'))) {
        for (const item of Array.isArray(v) ? v : [v]) query.append(k, textOf(item));
      }
      const headers = Object.fromEntries(
        Object.entries(of('header')).map(([k, v]) => [k, textOf(v).replace(/[^\x20-\x7e]/g, '?')]),
      );
      const search = query.size ? `?${query}` : '';
      return {
        persona,
        request: {
          method: op.method as InjectOptions['method'],
          url: urlOf(op, path) + search,
          headers: {
            ...hostOf('acme'),
            ...personas[persona],
            ...headers,
            ...(rawBody !== null && { 'content-type': 'application/json' }),
          },
          ...(rawBody !== null
            ? { payload: rawBody }
            : body !== null &&
              body !== undefined &&
              op.method !== 'GET' && { payload: body as object }),
        },
      };
    });
}

const ANSWER_TIMEOUT_MS = 5000;

/** The answer, or null when there is none in time (a hang is a bad outcome, not a stuck run). */
async function answerOf(request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([t.app.inject(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const validators = new Map<string, ValidateFunction | Error>();
function validatorOf(op: Operation, status: string): ValidateFunction | Error | null {
  const schema = op.responses[status]?.content?.['application/json']?.schema;
  if (!schema) return null;
  const key = `${op.method} ${op.path} ${status}`;
  if (!validators.has(key)) {
    try {
      // Named schemas ride along, so `#/components/schemas/…` resolves inside the compiled one.
      const withComponents = { ...schema, components: { schemas: op.components } };
      validators.set(key, ajv.compile(toJsonSchema(withComponents) as object));
    } catch (error) {
      validators.set(key, error as Error);
    }
  }
  return validators.get(key)!;
}

/** What is wrong with an answer, or null. */
function wrongWith(
  op: Operation,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | null {
  const status = String(res.statusCode);
  if (res.statusCode >= 500) return `${status}: ${res.body.slice(0, 200)}`;
  // Nothing else writes meanwhile: a lost race here is a reference the route never checked.
  if (res.body.includes(LOST_RACE)) return `a race lost alone: ${res.body.slice(0, 200)}`;
  if (!(status in op.responses)) return `undocumented ${status}: ${res.body.slice(0, 200)}`;
  // A picture (the campaign mail's tracking pixel) is no JSON to check against a schema.
  if (String(res.headers['content-type'] ?? '').startsWith('image/')) return null;
  const validate = validatorOf(op, status);
  // A redirect's body is never read: its Location is the answer.
  if (!validate || (res.statusCode >= 300 && res.statusCode < 400)) return null;
  if (validate instanceof Error) return `documented ${status} schema unusable: ${validate.message}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${status} is not JSON: ${res.body.slice(0, 100)}`;
  }
  if (validate(body)) return null;
  return `${status} off its schema: ${ajv.errorsText(validate.errors)}; ${res.body.slice(0, 200)}`;
}

describe('bad input on every route', () => {
  it('never answers 5xx, an undocumented status or a body off its schema', async () => {
    const bad = new Map<string, { count: number; example: string }>();
    let attempts = 0;
    for (const op of operations.filter((o) => !streams(o))) {
      const samples = fc.sample(requestArbitrary(op), { seed: SEED, numRuns: RUNS_PER_OPERATION });
      for (const { persona, request } of samples) {
        attempts++;
        const res = await answerOf(request);
        const wrong = res ? wrongWith(op, res) : `no answer in ${ANSWER_TIMEOUT_MS} ms`;
        if (!wrong) continue;
        // One line per operation and kind of wrong, with a count and the first example.
        const kind = `${op.method} ${op.path}: ${wrong.slice(0, wrong.indexOf(':'))}`;
        const seen = bad.get(kind) ?? {
          count: 0,
          example: `as ${persona} ${request.url.slice(0, 150)} → ${wrong.slice(0, 300)}`,
        };
        bad.set(kind, { ...seen, count: seen.count + 1 });
      }
    }
    const total = [...bad.values()].reduce((sum, b) => sum + b.count, 0);
    recordFigures('fuzz: every route × bad input', { attempts, bad: total, lost: 0 });
    const report = [...bad].map(([kind, b]) => `${b.count}× ${kind} (${b.example})`);
    expect(report, `${total} bad answers of ${attempts}`).toEqual([]);
  }, 180_000);

  it('answers odd methods on every path with 404 or 405, never 5xx', async () => {
    const paths = [...new Set(operations.map((o) => o.path))];
    const bad: string[] = [];
    let attempts = 0;
    for (const path of paths) {
      for (const method of ODD_METHODS) {
        attempts++;
        const url = path.replace(/\{\w+\}/g, '1');
        const res = await t.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers: hostOf('acme'),
        });
        if (![404, 405].includes(res.statusCode)) bad.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    recordFigures('fuzz: odd methods', { attempts, bad: bad.length, lost: 0 });
    expect(bad).toEqual([]);
  });
});
