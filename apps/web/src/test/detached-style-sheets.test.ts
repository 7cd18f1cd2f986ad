import { afterEach, describe, expect, it } from 'vitest';
import { dropDetachedStyleSheets } from './detached-style-sheets';

describe('dropDetachedStyleSheets', () => {
  afterEach(() => document.body.replaceChildren());

  it("drops the sheet of a <style> that left the document inside another element, and keeps a connected one's", () => {
    const kept = document.createElement('style');
    kept.textContent = '.kept { color: red }';
    document.body.append(kept);
    const page = document.createElement('div');
    const style = document.createElement('style');
    style.textContent = '.gone { display: none }';
    page.append(style);
    document.body.append(page);
    const before = document.styleSheets.length;

    page.remove();
    dropDetachedStyleSheets();

    expect(document.styleSheets.length).toBe(before - 1);
    expect([...document.styleSheets].map((sheet) => sheet.ownerNode)).toContain(kept);
    expect([...document.styleSheets].map((sheet) => sheet.ownerNode)).not.toContain(style);
  });

  it('leaves a detached element whose sheet jsdom already dropped as it was', () => {
    const style = document.createElement('style');
    style.textContent = '.direct { color: blue }';
    document.body.append(style);
    style.remove();
    const before = document.styleSheets.length;

    dropDetachedStyleSheets();

    expect(document.styleSheets.length).toBe(before);
    expect(style.textContent).toBe('.direct { color: blue }');
  });
});
