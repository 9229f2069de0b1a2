import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff.ts';

describe('changedFields', () => {
  it('lists only the nested fields that changed', () => {
    expect(
      changedFields(
        { status: 'draft', settings: { alertText: 'Hi', primaryColor: '#000' }, menu: [1] },
        { status: 'live', settings: { alertText: 'Hi', primaryColor: '#fff' }, menu: [1] },
      ),
    ).toEqual([
      { path: 'settings.primaryColor', before: '#000', after: '#fff' },
      { path: 'status', before: 'draft', after: 'live' },
    ]);
  });

  it('shows a value that appears or disappears, and whole values that are not objects', () => {
    expect(changedFields(null, { role: 'owner' })).toEqual([
      { path: 'role', before: undefined, after: 'owner' },
    ]);
    expect(changedFields('draft', null)).toEqual([{ path: '', before: 'draft', after: null }]);
    expect(changedFields({ role: 'staff' }, {})).toEqual([
      { path: 'role', before: 'staff', after: undefined },
    ]);
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
