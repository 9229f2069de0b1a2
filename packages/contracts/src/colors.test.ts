import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  carriesReadableText,
  contrastRatio,
  colorBrightness,
  DARK_TEXT,
  hexToRgb,
  LIGHT_TEXT,
  readableTextColor,
  textShadeOnWhite,
} from './colors.ts';

describe('hexToRgb', () => {
  it('reads six- and three-digit hex, with or without #', () => {
    expect(hexToRgb('#b91c1c')).toEqual([185, 28, 28]);
    expect(hexToRgb('F00')).toEqual([255, 0, 0]);
    expect(hexToRgb(' #FFFFFF ')).toEqual([255, 255, 255]);
  });

  it('refuses anything else', () => {
    expect(hexToRgb('red')).toBeNull();
    expect(hexToRgb('#12345')).toBeNull();
    expect(hexToRgb('')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it('puts white text on dark and saturated backgrounds', () => {
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#b91c1c')).toBe(LIGHT_TEXT); // acme's alert red
    expect(readableTextColor('#1d4ed8')).toBe(LIGHT_TEXT); // default alert blue
    expect(readableTextColor('#1e3a8a')).toBe(LIGHT_TEXT);
  });

  it('puts dark text on light and bright backgrounds', () => {
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColor('#fde047')).toBe(DARK_TEXT); // yellow
    expect(readableTextColor('#f97316')).toBe(DARK_TEXT); // orange
    expect(readableTextColor('#7dd3fc')).toBe(DARK_TEXT); // light sky
  });

  it('falls back to white for colours it cannot read', () => {
    expect(readableTextColor('rebeccapurple')).toBe(LIGHT_TEXT);
  });
});

describe('colorBrightness', () => {
  it('weighs the channels as the eye does, 0 to 255', () => {
    expect(colorBrightness('#000000')).toBe(0);
    expect(colorBrightness('#ffffff')).toBe(255);
    expect(colorBrightness('#00ff00')).toBeCloseTo(149.685);
    expect(colorBrightness('#0000ff')).toBeCloseTo(29.07);
  });

  it('is null for a colour that is not hex', () => {
    expect(colorBrightness('white')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, null for a colour that is not hex', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
    expect(contrastRatio('#ffffff', '#2563eb')).toBeCloseTo(5.17, 1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('textShadeOnWhite', () => {
  it('keeps a colour that reads on white, darkens one that does not to AA', () => {
    expect(textShadeOnWhite('#1e3a8a')).toBe('#1e3a8a');
    const orange = textShadeOnWhite('#f97316');
    expect(contrastRatio('#f97316', LIGHT_TEXT)).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(orange, LIGHT_TEXT)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The lightest shade that does: one step lighter would not.
    expect(contrastRatio(orange, LIGHT_TEXT)).toBeLessThan(5.2);
    expect(textShadeOnWhite('#ffffff')).toMatch(/^#[0-9a-f]{6}$/);
    expect(textShadeOnWhite('red')).toBe('red');
  });
});

describe('carriesReadableText', () => {
  it('accepts a colour whose white or dark text reaches 4.5:1, refuses a mid-grey', () => {
    expect(carriesReadableText('#1e3a8a')).toBe(true);
    expect(carriesReadableText('#f97316')).toBe(true);
    expect(carriesReadableText('#808080')).toBe(false);
    expect(carriesReadableText(DARK_TEXT)).toBe(true);
  });
});
