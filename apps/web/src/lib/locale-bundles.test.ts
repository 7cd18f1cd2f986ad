import { describe, expect, it } from 'vitest';
import { LOCALE_BUNDLES, localeBundlesFor, namespaceOfFile } from './locale-bundles';

const files = Object.keys(import.meta.glob('../locales/*/*.json'));

describe('locale bundles', () => {
  it('downloads every namespace of every language in exactly one bundle', () => {
    const listed = Object.values(LOCALE_BUNDLES).flat();
    expect(new Set(listed).size).toBe(listed.length);
    const namespaces = new Set(files.map((file) => /\/([^/]+)\.json$/.exec(file)?.[1]));
    expect([...namespaces].sort()).toEqual([...listed].sort());
  });

  it('gives the sign-in pages only the start bundle, the wizard its own, and the back office everything', () => {
    expect(localeBundlesFor('/es')).toEqual(['start']);
    expect(localeBundlesFor('/en/auth/recover_password')).toEqual(['start']);
    expect(localeBundlesFor('/es/')).toEqual(['start']);
    // The articles' review, opened from an e-mailed link, shows the signing pages' texts.
    expect(localeBundlesFor('/es/auth/yolo')).toEqual(['start', 'registration', 'app']);
    expect(localeBundlesFor('/es/register/legal_name')).toEqual(['start', 'registration']);
    expect(localeBundlesFor('/zh_cn/dashboard/4/home')).toEqual(['start', 'registration', 'app']);
    expect(localeBundlesFor('/es/backoffice/companies')).toEqual([
      'start',
      'registration',
      'app',
      'backoffice',
    ]);
  });

  it("adds the later pages' error texts to the errors namespace, downloaded with every page past sign-in", () => {
    expect(namespaceOfFile('errors-app')).toBe('errors');
    expect(namespaceOfFile('auth')).toBe('auth');
    expect(LOCALE_BUNDLES.start).toContain('errors');
    expect(LOCALE_BUNDLES.registration).toContain('errors-app');
    expect(localeBundlesFor('/es/dashboard/1/home')).toContain('registration');
  });
});
