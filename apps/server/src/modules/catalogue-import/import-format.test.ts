import { describe, expect, it } from 'vitest';
import { csvOf, productRows } from './catalogue-import.fixtures.ts';
import { parseCatalogueCsv } from './import-format.ts';

describe('parseCatalogueCsv', () => {
  it('reads product columns from a product’s first row and colour columns from a colour’s', () => {
    const { rows, problems, rowCount } = parseCatalogueCsv(csvOf(productRows('unit', 1)));
    expect(problems).toEqual([]);
    expect(rowCount).toBe(3);
    expect(rows[0]).toEqual({
      line: 2,
      slug: 'unit-tee-1',
      color: 'Navy',
      size: 'S',
      product: {
        name: 'unit Tee 1',
        status: 'published',
        categories: ['all-products/apparel/t-shirts'],
      },
      colour: { primary_hex_color: '#1a2b3c' },
      sizeFields: { price_cents: 2000, quantity: 10, weight_grams: 180 },
    });
    expect(rows[1]).toMatchObject({ line: 3, size: 'M', product: {}, colour: {} });
  });

  it('takes a BOM, CRLF line ends, quoted line breaks and booleans, dollars and pictures', () => {
    const csv =
      '\uFEFFslug,name,description,custom,total_cost,colour,primary_hex,pictures,size,price\r\n' +
      'mug,Mug,"<p>Two\r\nlines</p>",yes,3.5,White,#FFFFFF,front:/uploads/' +
      'a'.repeat(64) +
      '-400w.png|rear:mug-rear.jpg,One size,12\r\n';
    const { rows, problems } = parseCatalogueCsv(csv);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      product: {
        name: 'Mug',
        description: '<p>Two\nlines</p>',
        is_custom: true,
        total_cost_cents: 350,
      },
      colour: {
        primary_hex_color: '#ffffff',
        pictures: [
          { type: 'front', ref: `/uploads/${'a'.repeat(64)}-400w.png` },
          { type: 'rear', ref: 'mug-rear.jpg' },
        ],
      },
      sizeFields: { price_cents: 1200 },
    });
  });

  it('names every bad cell by its line and column', () => {
    const csv = [
      'slug,name,status,custom,colour,primary_hex,pictures,size,price,stock,weight_grams',
      'Bad Slug,Tee,published,true,Navy,#123456,,S,1.00,1,1',
      'tee,Tee,live,maybe,Navy,#12345,side:x.png,S,1.005,1.5,-2',
      'tee,Other name,,,Navy,,,M,1.00,2,0',
    ].join('\n');
    expect(parseCatalogueCsv(csv).problems).toEqual([
      { line: 2, column: 'slug', message: 'Use lowercase letters, digits and single hyphens.' },
      { line: 3, column: 'status', message: expect.stringContaining('draft') },
      { line: 3, column: 'custom', message: 'Enter true or false.' },
      { line: 3, column: 'primary_hex', message: 'Enter a colour such as #1a2b3c.' },
      {
        line: 3,
        column: 'pictures',
        message: '“side:x.png” must be front:, rear: or other: and a picture.',
      },
      { line: 3, column: 'price', message: 'Enter dollars such as 12.50.' },
      { line: 3, column: 'stock', message: 'Enter a whole number.' },
      { line: 3, column: 'weight_grams', message: 'A weight cannot be negative.' },
      { line: 4, column: 'name', message: 'Differs from line 3; leave it blank or repeat it.' },
    ]);
  });

  it('refuses an unclosed quote at its line, unknown columns and an empty file', () => {
    expect(parseCatalogueCsv('slug,colour,size\nx,"Navy,S\n').problems).toEqual([
      { line: 2, column: '', message: 'a quote is not closed' },
    ]);
    expect(parseCatalogueCsv('slug,colour,size,colour_name\n').problems).toEqual([
      { line: 1, column: 'colour_name', message: 'Unknown column “colour_name”.' },
    ]);
    expect(parseCatalogueCsv('').problems).toEqual([
      { line: 1, column: '', message: 'The file is empty.' },
    ]);
  });
});
