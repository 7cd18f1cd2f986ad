import { describe, expect, it } from 'vitest';
import { isLatinText, nameScriptProblem } from './latin-text';

describe('isLatinText', () => {
  it.each([
    'Ana López Núñez',
    "Zoë O'Brien-García",
    'Łukasz Wąsowski',
    'Ağca Şükrü',
    'Bjørn Ødegård',
    'María José de la Peña y Muñoz',
    'Consultoría de software: apps, web & datos (100 % en línea) — “a la medida”.',
    'Ｆｕｌｌｗｉｄｔｈ Latin',
    '',
  ])('takes %j', (text) => {
    expect(isLatinText(text)).toBe(true);
  });

  it.each(['伟 王', 'Li 🚀 Wei', 'Zoë 😀', 'Иван Петров', 'محمد', '我们向咖啡馆销售咖啡豆。', 'Ana ♥'])(
    'refuses %j',
    (text) => {
      expect(isLatinText(text)).toBe(false);
    },
  );
});

describe('nameScriptProblem', () => {
  it('asks for Latin letters, as on the passport, for another script or an emoji', () => {
    expect(nameScriptProblem('王伟')).toBe('name_latin_letters_only');
    expect(nameScriptProblem('Li 🚀 Wei')).toBe('name_latin_letters_only');
    expect(nameScriptProblem('Wang Wei')).toBeNull();
    expect(nameScriptProblem(null)).toBeNull();
  });
});
