import { describe, expect, it } from 'vitest';
import { activityName } from './activity-name';

const cafe = {
  name: 'Cafeterías, fuentes de sodas, neverías, refresquerías y similares',
  name_en: 'Cafés, soda fountains and ice cream parlors',
  name_zh: '咖啡馆、冷饮店、冰淇淋店及类似场所',
};

describe('activityName', () => {
  it.each([
    ['es', cafe.name],
    ['en', cafe.name_en],
    ['zh_cn', cafe.name_zh],
  ] as const)('names a catalogue activity in %s', (language, expected) => {
    expect(activityName(cafe, language)).toBe(expected);
  });

  it('falls back to English, then to the saved Spanish name, on a Chinese page', () => {
    expect(activityName({ ...cafe, name_zh: null }, 'zh_cn')).toBe(cafe.name_en);
    expect(activityName({ name: 'Giro retirado del catálogo', name_en: null, name_zh: null }, 'zh_cn')).toBe(
      'Giro retirado del catálogo',
    );
    expect(activityName({ name: 'Giro retirado del catálogo' }, 'en')).toBe('Giro retirado del catálogo');
  });
});
