import { describe, expect, it } from 'vitest';
import { hasControlCharacters, Id, ID_MAX, IdParam, requestText } from './request.ts';

describe('requestText', () => {
  it.each(['a\u0000b', 'a\tb', 'a\nb', '\u001b[31m', 'a\u007fb', 'a\u0085b'])(
    'refuses %j on one line',
    (text) => expect(requestText().safeParse(text).success).toBe(false),
  );

  it('allows tab and line breaks in multi-line text, never NUL', () => {
    const note = requestText({ multiline: true });
    expect(note.safeParse('Dear Sam,\r\n\thappy birthday!').success).toBe(true);
    expect(note.safeParse('a\u0000b').success).toBe(false);
    expect(note.safeParse('a\u0007b').success).toBe(false);
  });

  it('keeps letters of every language', () => {
    expect(requestText().safeParse('Müller – 東京 😀').success).toBe(true);
  });
});

describe('hasControlCharacters', () => {
  it('finds NUL in nested values and keys', () => {
    expect(hasControlCharacters({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasControlCharacters({ 'k\u0000': 1 })).toBe(true);
    expect(hasControlCharacters({ a: ['line\nbreak'], n: 1, z: null })).toBe(false);
  });
});

describe('Id', () => {
  it('is bounded by the integer column', () => {
    expect(Id.safeParse(ID_MAX).success).toBe(true);
    expect(Id.safeParse(ID_MAX + 1).success).toBe(false);
    expect(IdParam.safeParse(String(ID_MAX + 1)).success).toBe(false);
    expect(IdParam.parse('42')).toBe(42);
  });
});
