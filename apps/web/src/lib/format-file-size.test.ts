import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  // Spanish is Mexico's: a decimal point and thousands grouped with commas (Spain's «es» would write «50,8 KB»).
  it.each([
    // bytes, es, en, zh_cn
    [2048, '2 KB', '2 KB', '2 KB'],
    [52_000, '50.8 KB', '50.8 KB', '50.8 KB'],
    [300, '1 KB', '1 KB', '1 KB'],
    [0, '0 KB', '0 KB', '0 KB'],
    [1024 * 1024 - 10, '1 MB', '1 MB', '1 MB'],
    [3_355_443, '3.2 MB', '3.2 MB', '3.2 MB'],
    [1536 * 1024 * 1024, '1,536 MB', '1,536 MB', '1,536 MB'],
  ])('shows %i bytes as %s (es), %s (en), %s (zh_cn)', (bytes, es, en, zh) => {
    expect(formatFileSize('es', bytes)).toBe(es);
    expect(formatFileSize('en', bytes)).toBe(en);
    expect(formatFileSize('zh_cn', bytes)).toBe(zh);
  });

  it('shows an unknown or impossible size as empty, in every language', () => {
    for (const language of LANGUAGES) {
      expect(formatFileSize(language, Number.NaN)).toBe('0 KB');
      expect(formatFileSize(language, -5)).toBe('0 KB');
    }
  });
});
