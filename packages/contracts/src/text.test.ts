import { describe, expect, it } from 'vitest';
import { hasVisibleText, textOfHtml, titleCase } from './text.ts';

describe('titleCase', () => {
  it('capitalises the first letter of every word and lowers the rest', () => {
    expect(titleCase('acme corp')).toBe('Acme Corp');
    expect(titleCase('ACME CORP')).toBe('Acme Corp');
    expect(titleCase('demo')).toBe('Demo');
  });

  it('treats hyphens as word breaks and handles accented letters', () => {
    expect(titleCase('jean-luc picard')).toBe('Jean-Luc Picard');
    expect(titleCase('élan vital')).toBe('Élan Vital');
  });

  it('leaves an empty string empty', () => {
    expect(titleCase('')).toBe('');
  });
});

describe('textOfHtml', () => {
  it('strips tags and trims', () => {
    expect(textOfHtml('<p><strong>Acme Merch</strong> — made to order.</p>')).toBe(
      'Acme Merch — made to order.',
    );
    expect(textOfHtml('  <br/>Hello<!-- note -->  ')).toBe('Hello');
  });

  it('turns non-breaking space entities into spaces', () => {
    expect(textOfHtml('<p>a&nbsp;b&#160;c</p>')).toBe('a b c');
  });

  it('reads null and undefined as no text', () => {
    expect(textOfHtml(null)).toBe('');
    expect(textOfHtml(undefined)).toBe('');
  });
});

describe('hasVisibleText (§2 footer: shown only if text remains after stripping tags)', () => {
  it.each([
    ['<p> </p>'],
    ['<p>&nbsp;</p>'],
    ['<p>&#160;</p>'],
    ['<p>&#xa0;</p>'],
    ['<p>\u00a0</p>'],
    ['<p><br></p>\n<p></p>'],
    ['<img src="/logo.svg" alt="">'],
    [''],
    [null],
    [undefined],
  ])('finds no text in %j', (html) => {
    expect(hasVisibleText(html)).toBe(false);
  });

  it.each([['<p>Hi</p>'], ['<p>&amp;</p>'], ['plain text']])('finds text in %j', (html) => {
    expect(hasVisibleText(html)).toBe(true);
  });
});
