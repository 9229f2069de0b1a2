/** Values for a JSON schema: one plausible sample, and fast-check arbitraries valid-ish or hostile. */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Schema } from './openapi.ts';

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type[0] : s.type);
const FORMATS: Record<string, () => string> = {
  email: () => 'sam@example.test',
  uuid: () => randomUUID(),
  uri: () => 'https://example.test/',
  date: () => '2026-01-01',
  'date-time': () => '2026-01-01T00:00:00Z',
};

const SAMPLE = { seed: 1, numRuns: 1 };

/** The smallest value the schema takes: required properties only, defaults and first choices. */
export function sampleOf(s: Schema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return sampleOf(choices[0]!);
  switch (typeOf(s)) {
    case 'object': {
      // With nothing required (a partial change), the first property: an empty change is refused.
      const keys = s.required?.length ? s.required : Object.keys(s.properties ?? {}).slice(0, 1);
      return Object.fromEntries(keys.map((k) => [k, sampleOf(s.properties![k]!)]));
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (FORMATS[s.format ?? '']) return FORMATS[s.format!]!();
      return samplePatterned(s) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

/** A string matching every pattern of the schema (zod puts a second one under `allOf`). */
function samplePatterned(s: Schema): string | undefined {
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)]
    .filter((p): p is string => !!p)
    .map((p) => new RegExp(p));
  if (!patterns.length) return undefined;
  const matching = fc
    .stringMatching(patterns.at(-1)!)
    .filter((value) => patterns.every((p) => p.test(value)));
  const sample = fc.sample(matching, SAMPLE)[0];
  if (sample !== undefined && fitsLength(s, sample)) return sample;
  // A pattern's sample may be shorter than the schema allows (a token of at least 20 characters).
  const plain = 'x'.repeat(Math.max(1, s.minLength ?? 1));
  return patterns.every((p) => p.test(plain)) && fitsLength(s, plain) ? plain : sample;
}

const fitsLength = (s: Schema, value: string) =>
  value.length >= (s.minLength ?? 0) && value.length <= (s.maxLength ?? Infinity);

/** Strings an attacker sends: NUL and control bytes, markup, SQL, huge, unicode oddities. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f\u007f',
    '\ud800',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    'x'.repeat(100_000),
    ' ',
    '',
    '-1',
    '1e309',
    'NaN',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers past every limit: negative, fractional, 2^31, 2^53, overflowing, not finite. */
const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
);

/** Any value of a type the schema does not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [1, 2],
    { $gt: '' },
    JSON.parse('{"__proto__":{"admin":true}}'),
  ),
);

/** Mostly values of the schema's shape, now and then (one in `hostility`) a hostile one. */
export function arbitraryOf(s: Schema, hostility = 4): fc.Arbitrary<unknown> {
  const valid = validArbitrary(s, hostility);
  return fc.oneof(
    { arbitrary: valid, weight: hostility - 1 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

function validArbitrary(s: Schema, hostility: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => validArbitrary(c, hostility)));
  switch (typeOf(s)) {
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, hostility)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}, hostility), { maxLength: 6 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 50 }), hostileNumber);
    case 'number':
      return fc.oneof(fc.double({ min: -5, max: 1e6, noNaN: true }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.constant(sampleOf(s)),
        fc.string({ maxLength: s.maxLength ?? 30 }),
        hostileString,
      );
    default:
      return hostileValue;
  }
}
