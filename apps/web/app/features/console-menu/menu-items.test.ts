import type { MenuEntry } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { dropRow, menuOf, moveRow, removeRow, rowsOf, type MenuRow } from './menu-items.ts';

const entry = (label: string, children: MenuEntry[] = []): MenuEntry => ({
  label,
  item: { type: 'category', url: label.toLowerCase() },
  customUrl: null,
  children,
});

/** "A, B>[B1, B2>[B2a]], C" as labels with depth markers. */
const MENU = [entry('A'), entry('B', [entry('B1'), entry('B2', [entry('B2a')])]), entry('C')];
const shape = (rows: MenuRow[] | null) => rows?.map((r) => `${'-'.repeat(r.depth)}${r.label}`);
const at = (rows: MenuRow[], label: string) => rows.findIndex((r) => r.label === label);

describe('menu rows', () => {
  it('flatten and rebuild the menu, custom links normalised', () => {
    const rows = rowsOf(MENU);
    expect(shape(rows)).toEqual(['A', 'B', '-B1', '-B2', '--B2a', 'C']);
    expect(menuOf(rows)).toEqual(MENU);
    const custom: MenuRow = {
      id: 'x',
      depth: 0,
      label: ' Blog ',
      kind: 'custom',
      target: 'blog.acme.test',
    };
    expect(menuOf([custom])).toEqual([
      { label: 'Blog', item: null, customUrl: 'https://blog.acme.test', children: [] },
    ]);
  });

  it('move a row with its children up and down among its siblings', () => {
    const rows = rowsOf(MENU);
    expect(shape(moveRow(rows, at(rows, 'B'), 'up'))).toEqual([
      'B',
      '-B1',
      '-B2',
      '--B2a',
      'A',
      'C',
    ]);
    expect(shape(moveRow(rows, at(rows, 'B'), 'down'))).toEqual([
      'A',
      'C',
      'B',
      '-B1',
      '-B2',
      '--B2a',
    ]);
    expect(shape(moveRow(rows, at(rows, 'B2'), 'up'))).toEqual([
      'A',
      'B',
      '-B2',
      '--B2a',
      '-B1',
      'C',
    ]);
    expect(moveRow(rows, at(rows, 'A'), 'up')).toBeNull();
    expect(moveRow(rows, at(rows, 'B1'), 'up')).toBeNull();
  });

  it('indent under the previous sibling, never deeper than the navbar shows', () => {
    const rows = rowsOf(MENU);
    expect(shape(moveRow(rows, at(rows, 'C'), 'indent'))).toEqual([
      'A',
      'B',
      '-B1',
      '-B2',
      '--B2a',
      '-C',
    ]);
    expect(moveRow(rows, at(rows, 'B1'), 'indent')).toBeNull();
    // B2 has a child: indenting it under B1 would make a fourth level.
    const b1First = moveRow(rows, at(rows, 'B2'), 'up')!;
    expect(moveRow(b1First, at(b1First, 'B1'), 'indent')).not.toBeNull();
    expect(moveRow(rows, at(rows, 'B'), 'indent')).toBeNull();
  });

  it('outdent after the parent’s last child', () => {
    const rows = rowsOf(MENU);
    expect(shape(moveRow(rows, at(rows, 'B1'), 'outdent'))).toEqual([
      'A',
      'B',
      '-B2',
      '--B2a',
      'B1',
      'C',
    ]);
    expect(moveRow(rows, at(rows, 'A'), 'outdent')).toBeNull();
  });

  it('drop a dragged row at the depth its neighbours allow', () => {
    const rows = rowsOf(MENU);
    const id = (label: string) => rows[at(rows, label)]!.id;
    expect(shape(dropRow(rows, id('C'), id('B1'), 1))).toEqual([
      'A',
      'B',
      '-C',
      '-B1',
      '-B2',
      '--B2a',
    ]);
    expect(shape(dropRow(rows, id('C'), id('A'), 3))).toEqual([
      'C',
      'A',
      'B',
      '-B1',
      '-B2',
      '--B2a',
    ]);
    expect(shape(dropRow(rows, id('A'), id('C'), 0))).toEqual([
      'B',
      '-B1',
      '-B2',
      '--B2a',
      'C',
      'A',
    ]);
    expect(shape(dropRow(rows, id('A'), id('A'), 5))).toEqual(shape(rows));
    expect(shape(dropRow(rows, id('B'), id('B2a'), 0))).toEqual(shape(rows));
  });

  it('remove a row with its children', () => {
    const rows = rowsOf(MENU);
    expect(shape(removeRow(rows, at(rows, 'B')))).toEqual(['A', 'C']);
  });
});
