import { afterEach, describe, expect, it } from 'vitest';
import { followTypedInput, prerenderedPath, restoreTypedInput } from './prerendered-page';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A prerendered form, and the same form as the app renders it over the markup. */
const FORM =
  '<form><input name="email" type="email"><input name="password" type="password">' +
  '<input name="remember" type="checkbox"><textarea name="note"></textarea></form>';

function page(): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="/es">${FORM}</div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return container;
}

function type(container: HTMLElement, name: string, value: string): void {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`);
  if (!field) throw new Error(`no ${name}`);
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app's commit: new fields in place of the markup's (the focus goes with the old ones). */
function rerender(container: HTMLElement): void {
  container.innerHTML = FORM;
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`);

describe('prerenderedPath', () => {
  it('is the path #root names, or null for an empty #root', () => {
    expect(prerenderedPath(page())).toBe('/es');
    document.body.innerHTML = '<div id="root"></div>';
    expect(prerenderedPath(document.getElementById('root') as HTMLElement)).toBeNull();
  });
});

describe('typed input across the take-over', () => {
  it('carries over what was typed before and after following began, as input events, and the focus', () => {
    const container = page();
    type(container, 'email', 'ana@example.mx');
    const stop = followTypedInput(container);
    type(container, 'note', 'Hola');
    type(container, 'password', 'secreto');
    rerender(container);
    const seen: string[] = [];
    container.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
    restoreTypedInput(container, stop());
    expect(field(container, 'email')?.value).toBe('ana@example.mx');
    expect(field(container, 'note')?.value).toBe('Hola');
    expect(field(container, 'password')?.value).toBe('secreto');
    expect(seen.sort()).toEqual(['email', 'note', 'password']);
    expect(document.activeElement).toBe(field(container, 'password'));
  });

  it('leaves a field the page filled by itself, and does not follow input after it stopped', () => {
    const container = page();
    const stop = followTypedInput(container);
    type(container, 'email', 'ana@example.mx');
    const typed = stop();
    type(container, 'note', 'after');
    rerender(container);
    const email = field(container, 'email');
    if (email) email.value = 'from-the-link@example.mx';
    restoreTypedInput(container, typed);
    expect(email?.value).toBe('from-the-link@example.mx');
    expect(field(container, 'note')?.value).toBe('');
  });

  it('gives no focus back to a field the visitor had left', async () => {
    const container = page();
    const stop = followTypedInput(container);
    type(container, 'email', 'ana@example.mx');
    field(container, 'email')?.blur();
    // The focus is dropped in a microtask after the visitor's blur.
    await Promise.resolve();
    rerender(container);
    restoreTypedInput(container, stop());
    expect(document.activeElement).toBe(document.body);
  });
});
