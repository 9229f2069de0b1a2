import { SectionInput } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { moved, newSection, SECTION_TYPES, urlOf } from './draft-edits.ts';

describe('urlOf', () => {
  it('offers a page address the shared schema takes', () => {
    expect(urlOf('About Us!')).toBe('about-us');
    expect(urlOf('  Équipe & Café ')).toBe('equipe-cafe');
    expect(urlOf('!!!')).toBe('');
  });
});

describe('newSection', () => {
  it('makes a valid section of every type, each with its own id', () => {
    const made = SECTION_TYPES.map(newSection);
    for (const section of made) expect(SectionInput.safeParse(section).success).toBe(true);
    expect(new Set(made.map((s) => s.id)).size).toBe(SECTION_TYPES.length);
  });
});

describe('moved', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
