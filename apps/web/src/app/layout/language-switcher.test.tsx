import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { LANGUAGE_SWITCHER_TEXT_ROOM } from './language-switcher';

/** A generous width for a label at the switcher's 16 px: 1 em for CJK and full-width signs, 0.62 em else. */
function estimatedWidth(label: string, fontSize = 16): number {
  return Array.from(label).reduce(
    (width, char) => width + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(char) ? 1 : 0.62) * fontSize,
    0,
  );
}

describe('LanguageSwitcher', () => {
  it.each(LANGUAGES)('shows every language name whole in the %s interface, even on a 375 px phone', (ui) => {
    const t = i18n.getFixedT(ui === 'zh_cn' ? 'zh-CN' : ui, 'common');
    for (const language of LANGUAGES) {
      const name = t(`language.names.${language}`);
      expect(estimatedWidth(name), name).toBeLessThanOrEqual(LANGUAGE_SWITCHER_TEXT_ROOM);
    }
  });
});
