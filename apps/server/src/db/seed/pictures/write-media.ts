/** Renders the seed's pictures to WebP with sharp and writes them under `${dataDir}/media`. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaVariantFormat } from '@storefront/contracts';
import sharp, { type Sharp } from 'sharp';
import { pictureSvg } from './draw-item.ts';
import { sceneSvg, type SceneName } from './scenes.ts';
import type { Picture, StoreTheme } from './types.ts';

/** One file under the media folder; `path` is relative to it (the URL is `/media/${path}`). */
export type MediaFile =
  | { path: string; picture: Picture }
  | { path: string; scene: SceneName; theme: StoreTheme; variant?: SceneVariant }
  | { path: string; svg: string };

/** A scene at a smaller width and in another format, as uploads are kept (media-helpers.ts). */
export type SceneVariant = { width: number; format: MediaVariantFormat };

/** Effort 0 encodes twice as fast as the default for flat artwork, at a few kB more per file. */
const WEBP = { quality: 84, effort: 0 } as const;
/** AVIF at the uploads' quality; effort 0, the fastest, is plenty for flat artwork. */
const AVIF = { quality: 55, effort: 0 } as const;

type Source = { svg: string; raster: boolean; variant?: SceneVariant };

function sourceOf(file: MediaFile): Source {
  if ('picture' in file) return { svg: pictureSvg(file.picture), raster: true };
  if ('scene' in file)
    return { svg: sceneSvg(file.scene, file.theme), raster: true, variant: file.variant };
  return { svg: file.svg, raster: false };
}

/** The bytes of a drawing: SVG as it is, a raster as WebP, or as a variant's width and format. */
function render({ svg, raster, variant }: Source): Promise<Buffer> | string {
  if (!raster) return svg;
  const image = sharp(Buffer.from(svg)).removeAlpha();
  if (!variant) return image.webp(WEBP).toBuffer();
  const resized: Sharp = image.resize({ width: variant.width, withoutEnlargement: true });
  return (variant.format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)).toBuffer();
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
  const bySource = new Map<string, { source: Source; paths: string[] }>();
  for (const file of files) {
    const source = sourceOf(file);
    const key = `${source.variant?.width ?? ''}${source.variant?.format ?? ''}${source.svg}`;
    const entry = bySource.get(key) ?? { source, paths: [] };
    entry.paths.push(path.join(root, file.path));
    bySource.set(key, entry);
  }
  const dirs = new Set(files.map((f) => path.dirname(path.join(root, f.path))));
  await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));

  const limit = Math.min(4, Math.max(2, os.availableParallelism()));
  await pool([...bySource.values()], limit, async ({ source, paths }) => {
    const bytes = await render(source);
    await Promise.all(paths.map((p) => fs.writeFile(p, bytes)));
  });
}
