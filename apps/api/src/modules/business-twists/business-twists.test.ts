import { describe, expect, it } from 'vitest';
import { BUSINESS_TWISTS, searchBusinessTwists } from './business-twists';

const codes = (twists: { code: string }[]) => twists.map((twist) => twist.code);

describe('BUSINESS_TWISTS', () => {
  it('holds at least 180 SCIAN classes with unique ids 1..n and unique 6-digit codes', () => {
    expect(BUSINESS_TWISTS.length).toBeGreaterThanOrEqual(180);
    expect(BUSINESS_TWISTS.map((twist) => twist.id)).toEqual(BUSINESS_TWISTS.map((_, index) => index + 1));
    expect(new Set(codes([...BUSINESS_TWISTS])).size).toBe(BUSINESS_TWISTS.length);
    for (const twist of BUSINESS_TWISTS) {
      expect(twist.code).toMatch(/^\d{6}$/);
      expect(twist.sector).toBe(twist.code.slice(0, 2));
    }
  });

  it('covers the sectors a Forja customer picks from', () => {
    const sectors = new Set(BUSINESS_TWISTS.map((twist) => twist.sector));
    for (const sector of [
      '11',
      '23',
      '31',
      '43',
      '46',
      '48',
      '51',
      '52',
      '53',
      '54',
      '56',
      '61',
      '62',
      '71',
      '72',
      '81',
    ]) {
      expect(sectors).toContain(sector);
    }
  });
});

describe('searchBusinessTwists', () => {
  it('finds software in both languages', () => {
    expect(codes(searchBusinessTwists('software', 'es'))).toContain('513210');
    const english = codes(searchBusinessTwists('software', 'en'));
    expect(english[0]).toBe('513210'); // "Software publishing" starts with the query
    expect(english).toContain('541510');
  });

  it('puts names that start with the query before names that contain it', () => {
    const results = searchBusinessTwists('restaurante', 'es');
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(codes(results)).toContain('722511');
    const firstContaining = results.findIndex(
      (twist) => !twist.name_es.toLowerCase().startsWith('restaurante'),
    );
    const lastStarting = results.findLastIndex((twist) =>
      twist.name_es.toLowerCase().startsWith('restaurante'),
    );
    if (firstContaining !== -1) expect(lastStarting).toBeLessThan(firstContaining);
  });

  it('ignores case and accents on either side', () => {
    const plain = searchBusinessTwists('electronico', 'es');
    expect(plain.some((twist) => twist.name_es.includes('electrónico'))).toBe(true);
    expect(codes(searchBusinessTwists('ELECTRÓNICO', 'es'))).toEqual(codes(plain));
    expect(codes(searchBusinessTwists('cafe', 'es'))).toContain('111331');
  });

  it('matches a phrase and respects the limit', () => {
    const retail = searchBusinessTwists('comercio al por menor', 'es', 50);
    const withPhrase = retail.filter((twist) =>
      twist.name_es.toLowerCase().includes('comercio al por menor'),
    );
    expect(withPhrase.length).toBeGreaterThan(20);
    expect(withPhrase.every((twist) => twist.sector === '46')).toBe(true);
    expect(retail.slice(0, withPhrase.length)).toEqual(withPhrase); // the phrase before looser matches
    expect(searchBusinessTwists('comercio al por menor', 'es')).toHaveLength(20);
    expect(searchBusinessTwists('comercio al por menor', 'es', 3)).toHaveLength(3);
  });

  it('matches every word of the query in any order', () => {
    expect(codes(searchBusinessTwists('ropa menor', 'es'))).toContain('463211');
  });

  it('matches a code prefix', () => {
    expect(codes(searchBusinessTwists('5415', 'es'))).toEqual(['541510']);
    const sector = searchBusinessTwists('72', 'en', 100);
    expect(sector.length).toBeGreaterThan(10);
    expect(sector.every((twist) => twist.code.startsWith('72'))).toBe(true);
  });

  it('answers the start of the catalogue for an empty query and nothing for an unknown word', () => {
    expect(searchBusinessTwists('  ', 'en', 5)).toEqual(BUSINESS_TWISTS.slice(0, 5));
    expect(searchBusinessTwists('zzzzqqq', 'es')).toEqual([]);
  });
});
