import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTRACTS = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');

/**
 * The contracts' modules shopper pages use in the browser: none may import zod, even through
 * another module (type imports aside, which the build drops), so pages ship no schemas.
 * `npm run weight` checks the built pages as well.
 */
const SCHEMA_FREE = [
  ...fs.readdirSync(CONTRACTS).filter((file) => file.endsWith('-helpers.ts')),
  'add-to-cart.ts',
  'colors.ts',
  'constants.ts',
  'cookies.ts',
  'dates.ts',
  'kit-link.ts',
  'linkify.ts',
  'links.ts',
  'menu.ts',
  'money.ts',
  'money-input.ts',
  'order-lifecycle.ts',
  'paginator.ts',
  'product-detail.ts',
  'product-list-url.ts',
  'product-seo.ts',
  'swatches.ts',
  'text.ts',
];

/** The modules a file imports for their values, not only their types. */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(path.join(CONTRACTS, file), 'utf8');
  return [...source.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)';/gms)].map((match) =>
    match[1]!.replace(/^\.\//, ''),
  );
}

/** The chain of imports from `file` to zod, or null when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const imported of valueImports(file)) {
    if (imported === 'zod') return [file, 'zod'];
    const chain = imported.endsWith('.ts') ? pathToZod(imported, seen) : null;
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('schema-free contracts modules', () => {
  it.each(SCHEMA_FREE)('%s reaches no zod', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('sees an import of zod when there is one', () => {
    expect(pathToZod('storefront.ts')).toEqual(['storefront.ts', 'zod']);
  });
});
