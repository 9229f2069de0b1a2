import { stringify } from 'csv-stringify/sync';
import { hostOf, type TestApp } from '../../test/test-app.ts';
import { MULTIPART, multipartBody, type FilePart } from '../contact/contact.fixtures.ts';
import { bearer } from '../identity/identity.fixtures.ts';

export type Row = Record<string, string>;

/** A catalogue CSV of `rows`, with the union of their columns. */
export function csvOf(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify(rows, { header: true, columns });
}

/** `count` products of `sizes` sizes each, named `<prefix> Tee <n>`, in one colour. */
export function productRows(prefix: string, count: number, sizes = ['S', 'M', 'L']): Row[] {
  return Array.from({ length: count }, (_, p) =>
    sizes.map((size, s) => ({
      slug: `${prefix}-tee-${p + 1}`,
      name: s ? '' : `${prefix} Tee ${p + 1}`,
      status: s ? '' : 'published',
      categories: s ? '' : 'all-products/apparel/t-shirts',
      colour: 'Navy',
      primary_hex: s ? '' : '#1a2b3c',
      size,
      price: `${20 + p}.${s}0`,
      stock: String(10 + s),
      weight_grams: '180',
    })),
  ).flat();
}

export type Client = ReturnType<typeof importClient>;

/** The import API of one store as one signed-in account. */
export function importClient(
  t: TestApp,
  storeId: number,
  slug: string,
  token: string | Record<string, string>,
) {
  const headers = { ...hostOf(slug), ...(typeof token === 'string' ? bearer(token) : token) };
  const base = `/api/storefronts/${storeId}`;
  return {
    upload: (csv: string, zip?: Buffer, name = 'products.csv') => {
      const files: FilePart[] = [
        { name: 'file', filename: name, type: 'text/csv', bytes: Buffer.from(csv) },
      ];
      if (zip)
        files.push({
          name: 'pictures',
          filename: 'pictures.zip',
          type: 'application/zip',
          bytes: zip,
        });
      return t.app.inject({
        method: 'POST',
        url: `${base}/imports`,
        headers: { ...headers, ...MULTIPART },
        payload: multipartBody({}, files),
      });
    },
    apply: (id: number) =>
      t.app.inject({ method: 'POST', url: `${base}/imports/${id}/apply`, headers }),
    rollback: (id: number) =>
      t.app.inject({ method: 'POST', url: `${base}/imports/${id}/rollback`, headers }),
    get: (id: number) => t.app.inject({ url: `${base}/imports/${id}`, headers }),
    list: () => t.app.inject({ url: `${base}/imports`, headers }),
    errors: (id: number) => t.app.inject({ url: `${base}/imports/${id}/errors.csv`, headers }),
    exportCsv: () => t.app.inject({ url: `${base}/products/export.csv`, headers }),
    bulkRows: (query = '') => t.app.inject({ url: `${base}/bulk-edit/rows${query}`, headers }),
    bulkEdit: (changes: unknown[]) =>
      t.app.inject({ method: 'POST', url: `${base}/bulk-edits`, headers, payload: { changes } }),
  };
}

/** Uploads and applies `csv`, answering the applied import. */
export async function importCsv(client: Client, csv: string, zip?: Buffer) {
  const checked = await client.upload(csv, zip);
  if (checked.statusCode !== 201) throw new Error(checked.body);
  const applied = await client.apply(checked.json().data.id);
  if (applied.statusCode !== 200) throw new Error(applied.body);
  return applied.json().data;
}
