import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawableText,
  mexicoCityTime,
  spanishDateTime,
  utcIso,
  withCodePoints,
  wrapText,
} from './pdf-layout';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('drawableText', () => {
  it.each([
    ['Zoë Ñúñez — «sí» “no” € …', 'Zoë Ñúñez — «sí» “no” € …'],
    ['王伟', '??'],
    ['Őrség Łódź', 'Orség Lódz'],
    ['ﬁn Ａ 𝒳', 'fin A X'],
    ['a ≥ b → c', 'a >= b -> c'],
    ['e\u0301', 'é'],
    ['uno\tdos\n\ntres\u200b', 'uno dos tres'],
    ['🚀', '?'],
  ])('draws %j as %j', (input, output) => {
    expect(drawableText(input, font)).toBe(output);
    expect(() => font.encodeText(drawableText(input, font))).not.toThrow();
  });
});

describe('withCodePoints', () => {
  it('adds the code points of characters that cannot be drawn', () => {
    expect(withCodePoints('王伟', font)).toBe('王伟 (U+738B U+4F1F)');
    expect(withCodePoints('Zoë Ñúñez?', font)).toBe('Zoë Ñúñez?');
  });
});

describe('wrapText', () => {
  it('wraps words within the width and cuts words longer than a line', () => {
    const lines = wrapText(`${'palabra '.repeat(30)}${'x'.repeat(200)}`, font, 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/\s+/g, '')).toBe(`${'palabra'.repeat(30)}${'x'.repeat(200)}`);
  });

  it('ends on a width narrower than one character', () => {
    expect(wrapText('abc', font, 10, 1)).toEqual(['a', 'b', 'c']);
  });

  it('answers one empty line for empty text', () => {
    expect(wrapText('  ', font, 10, 100)).toEqual(['']);
  });
});

describe('dates', () => {
  const date = new Date('2026-03-05T16:30:05Z');

  it('writes UTC and Mexico City time', () => {
    expect(utcIso(date)).toBe('2026-03-05T16:30:05.000Z');
    expect(mexicoCityTime(date)).toBe('2026-03-05 10:30:05 UTC-06:00 (America/Mexico_City)');
    expect(spanishDateTime(date)).toBe('5 de marzo de 2026, 10:30 h (Ciudad de México)');
    expect(mexicoCityTime(new Date('2026-01-01T03:00:00Z'))).toBe(
      '2025-12-31 21:00:00 UTC-06:00 (America/Mexico_City)',
    );
  });

  it('does not throw on an invalid date', () => {
    const invalid = new Date('nope');
    expect(utcIso(invalid)).toContain('no disponible');
    expect(mexicoCityTime(invalid)).toContain('no disponible');
    expect(spanishDateTime(invalid)).toContain('no disponible');
  });
});
