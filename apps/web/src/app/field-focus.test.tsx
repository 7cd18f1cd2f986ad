import { PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider';

/** The class Mantine gives every Input's box, which global.css rings at the keyboard's focus. */
const FOCUS_RING_CLASS = 'mantine-Input-input';

const globalCss = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');

/** The declarations of global.css's rule whose selector list holds `selector`. */
function ruleFor(selector: string): string {
  const rule = globalCss
    .split('}')
    .find((block) => block.includes(`${selector} {`) || block.includes(`${selector},`));
  return rule ?? '';
}

function renderFields() {
  render(
    <AppProvider>
      <TextInput label="Nombre(s)" />
      <PasswordInput label="Contraseña nueva" />
      <Textarea label="Comentarios" />
      <Select label="Estado" data={['Jalisco']} />
      <button type="button">Guardar</button>
    </AppProvider>,
  );
}

describe('the focus of fields', () => {
  it('rings every kind of field with the keyboard focus as buttons are, 2 px in the primary colour', () => {
    renderFields();
    const boxes = [
      screen.getByRole('textbox', { name: 'Nombre(s)' }),
      // A password's box is the div around its input.
      screen.getByLabelText('Contraseña nueva').parentElement,
      screen.getByRole('textbox', { name: 'Comentarios' }),
      screen.getByRole('combobox', { name: 'Estado' }),
    ];
    for (const box of boxes) expect(box).toHaveClass(FOCUS_RING_CLASS);
    const rule = ruleFor(`.${FOCUS_RING_CLASS}:focus-visible`);
    expect(rule).toContain(`.${FOCUS_RING_CLASS}:has(input:focus-visible)`);
    expect(rule).toContain('outline: 2px solid var(--mantine-primary-color-filled)');
  });

  it('reaches the button that shows or hides a password with Tab, between the password and the next control', async () => {
    const user = userEvent.setup();
    renderFields();
    await user.click(screen.getByRole('textbox', { name: 'Nombre(s)' }));
    await user.tab();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Mostrar u ocultar la contraseña' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute('type', 'text');
  });
});
