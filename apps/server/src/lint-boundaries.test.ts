import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module rules of docs/decisions/0012-server-modules.md, checked with the repository's own
// eslint.config.js on small files that break them, and on the server as it is.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = path.join(root, 'apps/server/src');
const eslint = new ESLint({ cwd: root });

async function rulesBrokenBy(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return result!.messages.map((m) => m.ruleId);
}

const probe = path.join(src, `lint-probe-${process.pid}`);

describe('module boundaries (lint)', () => {
  it("refuses a module importing another module's routes", async () => {
    const code = "export { cartRoutes } from '../cart/cart.routes.ts';\n";
    expect(await rulesBrokenBy('modules/checkout/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("refuses a module importing another module's queries, and accepts its index.ts", async () => {
    const queries = "export type { UserRow } from '../identity/identity.queries.ts';\n";
    const face = "export type { UserRow } from '../identity/index.ts';\n";
    expect(await rulesBrokenBy('modules/sso/probe.ts', queries)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBrokenBy('modules/sso/probe.ts', face)).toEqual([]);
  });

  it("refuses a plugin importing a module's queries", async () => {
    const code =
      "export { findStorefrontBySlug } from '../modules/storefronts/storefronts.queries.ts';\n";
    expect(await rulesBrokenBy('plugins/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses gifting importing orders, which uses it (no cycle between the two)', async () => {
    const code = "export { spentOnGiftingLinks } from '../orders/index.ts';\n";
    expect(await rulesBrokenBy('modules/gifting/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    mkdirSync(probe, { recursive: true });
    writeFileSync(
      path.join(probe, 'a.ts'),
      "import { b } from './b.ts';\nexport const a = () => b;\n",
    );
    writeFileSync(
      path.join(probe, 'b.ts'),
      "import { a } from './a.ts';\nexport const b = () => a;\n",
    );
    try {
      const [result] = await eslint.lintFiles([path.join(probe, 'a.ts')]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });

  it(
    'finds nothing wrong in the server and the contracts as they are',
    { timeout: 180_000 },
    async () => {
      const results = await eslint.lintFiles(['apps/server/src', 'packages/contracts/src']);
      const problems = results.flatMap((r) =>
        r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
