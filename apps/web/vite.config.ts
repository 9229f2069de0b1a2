import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Build warnings that are no fault: zod's comments that Rollup cannot place (it drops them, as
 * it says), and the empty client chunks of routes that only run on the server (actions, resource
 * routes), which React Router asks for and nothing loads.
 */
const HARMLESS = new Set(['INVALID_ANNOTATION', 'EMPTY_BUNDLE']);

/** Beside the client build (not in it, so it is never served): what each chunk is made of. */
const CHUNK_REPORT = 'client-chunks.json';

/**
 * Writes, for each script of the browser build, the modules it holds and their minified sizes,
 * which `npm run weight` reads to say what a page's JavaScript is made of (and that no zod is).
 */
function chunkReport(): Plugin {
  return {
    name: 'storefront:chunk-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const root = path.resolve(import.meta.dirname, '../..');
      const chunks: Record<string, Record<string, number>> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            path.relative(root, id.replace(/\?.*$/, '')),
            module.renderedLength,
          ]),
        );
      }
      const outDir = options.dir ?? path.dirname(options.file ?? '.');
      fs.writeFileSync(path.join(outDir, '..', CHUNK_REPORT), JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkReport()],
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (!HARMLESS.has(warning.code ?? '')) warn(warning);
      },
    },
  },
});
