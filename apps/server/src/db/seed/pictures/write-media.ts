/** Renders the seed's pictures to WebP with sharp and writes them under `${dataDir}/media`. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureSvg } from './draw-item.ts';
import { sceneSvg, type SceneName } from './scenes.ts';
import type { Picture, StoreTheme } from './types.ts';

/** One file under the media folder; `path` is relative to it (the URL is `/media/${path}`). */
export type MediaFile =
  | { path: string; picture: Picture }
  | { path: string; scene: SceneName; theme: StoreTheme }
  | { path: string; svg: string };

/** Effort 0 encodes twice as fast as the default for flat artwork, at a few kB more per file. */
const WEBP = { quality: 84, effort: 0 } as const;

function sourceOf(file: MediaFile): { svg: string; raster: boolean } {
  if ('picture' in file) return { svg: pictureSvg(file.picture), raster: true };
  if ('scene' in file) return { svg: sceneSvg(file.scene, file.theme), raster: true };
  return { svg: file.svg, raster: false };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Many products share a picture (same item, colour and store), so each distinct SVG is rendered once. */
export async function writeMedia(dataDir: string, files: MediaFile[]): Promise<void> {
  const root = path.join(dataDir, 'media');
  const bySource = new Map<string, { raster: boolean; paths: string[] }>();
  for (const file of files) {
    const { svg, raster } = sourceOf(file);
    const entry = bySource.get(svg) ?? { raster, paths: [] };
    entry.paths.push(path.join(root, file.path));
    bySource.set(svg, entry);
  }
  const dirs = new Set(files.map((f) => path.dirname(path.join(root, f.path))));
  await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));

  const limit = Math.min(4, Math.max(2, os.availableParallelism()));
  await pool([...bySource], limit, async ([svg, { raster, paths }]) => {
    const bytes = raster ? await sharp(Buffer.from(svg)).removeAlpha().webp(WEBP).toBuffer() : svg;
    await Promise.all(paths.map((p) => fs.writeFile(p, bytes)));
  });
}
