import { describe, expect, it } from 'vitest';
import { canonicalLanguagePath, resolveLanguage } from './resolve-language';
import { languageTag, parseLanguage } from './languages';

describe('resolveLanguage', () => {
  it.each([
    // segment, stored, expected
    ['es', null, { action: 'keep', language: 'es' }],
    ['en', 'es', { action: 'keep', language: 'en' }],
    ['zh_cn', null, { action: 'keep', language: 'zh_cn' }],
    ['zh-cn', null, { action: 'replace', language: 'zh_cn' }],
    ['zh-CN', 'en', { action: 'replace', language: 'zh_cn' }],
    ['EN', null, { action: 'replace', language: 'en' }],
    ['fr', null, { action: 'replace', language: 'es' }],
    ['fr', 'en', { action: 'replace', language: 'en' }],
    ['pt-BR', 'zh-CN', { action: 'replace', language: 'zh_cn' }],
    [undefined, null, { action: 'prefix', language: 'es' }],
    ['', 'en', { action: 'prefix', language: 'en' }],
    ['companies', 'en', { action: 'prefix', language: 'en' }],
    ['register', 'klingon', { action: 'prefix', language: 'es' }],
  ] as const)('segment %s with stored %s', (segment, stored, expected) => {
    expect(resolveLanguage(segment, stored)).toEqual(expected);
  });
});

describe('canonicalLanguagePath', () => {
  it.each([
    ['/', null, '/es'],
    ['/es', null, null],
    ['/es/register/legal_name', 'en', null],
    ['/companies', 'en', '/en/companies'],
    ['/fr/companies', null, '/es/companies'],
    ['/zh-CN/account/', null, '/zh_cn/account'],
  ])('%s (stored %s) -> %s', (path, stored, expected) => {
    expect(canonicalLanguagePath(path, stored)).toBe(expected);
  });
});

describe('parseLanguage and languageTag', () => {
  it('reads any spelling and answers canonical forms', () => {
    expect(parseLanguage(' ZH_CN ')).toBe('zh_cn');
    expect(parseLanguage('de')).toBeNull();
    expect(parseLanguage(undefined)).toBeNull();
    expect(languageTag('zh_cn')).toBe('zh-CN');
    expect(languageTag('es')).toBe('es');
  });
});
