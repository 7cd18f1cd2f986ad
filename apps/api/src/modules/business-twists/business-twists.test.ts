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

  it('names every activity in Chinese, not in English or Spanish', () => {
    for (const twist of BUSINESS_TWISTS) {
      expect(twist.name_zh, `${twist.code} ${twist.name_en}`).toMatch(/\p{Script=Han}/u);
      // Latin letters only as a gloss in parentheses: 龙舌兰酒（tequila）
      expect(twist.name_zh.replace(/（[^）]*）/g, ''), twist.code).not.toMatch(/[A-Za-z]/);
      expect(twist.name_zh).not.toBe(twist.name_en);
    }
    expect(new Set(BUSINESS_TWISTS.map((twist) => twist.name_zh)).size).toBe(BUSINESS_TWISTS.length);
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

  describe('in Chinese', () => {
    const chinese = (query: string, limit?: number) =>
      searchBusinessTwists(query, 'zh', limit).map((twist) => `${twist.code} ${twist.name_zh}`);

    it('finds activities by a Chinese word, names starting with it first', () => {
      expect(chinese('软件')).toEqual(['513210 软件出版', '541510 计算机系统设计、软件开发及相关服务']);
      const restaurants = chinese('餐厅', 50);
      expect(restaurants.length).toBeGreaterThanOrEqual(6);
      expect(restaurants).toContain('722512 海鲜餐厅');
      expect(chinese('批发', 100).length).toBeGreaterThan(30);
    });

    it('puts names that start with the query before names that contain it', () => {
      const coffee = chinese('咖啡');
      expect(coffee.slice(0, 2)).toEqual(['111331 咖啡种植', '311922 咖啡烘焙及研磨']);
      expect(coffee).toContain('722515 咖啡馆、冷饮店、冰淇淋店及类似场所');
    });

    it('matches every group of the query, split on spaces or punctuation, in any order', () => {
      expect(chinese('开发 软件')).toEqual(['541510 计算机系统设计、软件开发及相关服务']);
      expect(chinese('软件，开发')).toEqual(['541510 计算机系统设计、软件开发及相关服务']);
      expect(chinese('taco 餐厅')).toEqual(['722514 塔可（taco）及墨西哥三明治（torta）餐厅']);
    });

    it('matches a code prefix, full-width digits too', () => {
      expect(chinese('5415')).toEqual(['541510 计算机系统设计、软件开发及相关服务']);
      expect(chinese('５４１５')).toEqual(['541510 计算机系统设计、软件开发及相关服务']);
    });

    it('looks for a query without Chinese characters in the English names, then the Spanish ones', () => {
      expect(chinese('software')).toEqual(chinese('软件'));
      const restaurants = searchBusinessTwists('restaurant', 'zh', 50);
      const inEnglish = restaurants.filter((twist) => twist.name_en.toLowerCase().includes('restaurant'));
      expect(inEnglish.length).toBeGreaterThanOrEqual(6);
      expect(restaurants.slice(0, inEnglish.length)).toEqual(inEnglish); // English names first
      // "Restaurantes de pizzas…" is "Pizza, burger… take-out" in English: found by its Spanish name, after.
      expect(codes(restaurants.slice(inEnglish.length))).toContain('722517');
      expect(codes(searchBusinessTwists('abarrotes', 'zh'))).toEqual(['431110', '461110']);
      expect(searchBusinessTwists('abarrotes', 'en')).toEqual([]);
    });

    it('finds nothing for Chinese absent from every name', () => {
      expect(searchBusinessTwists('量子', 'zh')).toEqual([]);
    });
  });
});
