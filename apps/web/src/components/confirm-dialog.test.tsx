import { Button } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { applyLanguage } from '../lib/i18n';
import { setScreenWidth } from '../test/screen-width';
import { openConfirmDialog, type ConfirmDialogOptions } from './confirm-dialog';

let restoreScreen: () => void = () => undefined;
beforeEach(() => applyLanguage('es'));
afterEach(() => restoreScreen());

function renderTrigger(options: Partial<ConfirmDialogOptions>) {
  const settings: ConfirmDialogOptions = {
    title: '¿Quitar a Ana?',
    children: 'Ana deja de poder firmar por la empresa.',
    confirmLabel: 'Quitar',
    cancelLabel: 'Cancelar',
    onConfirm: () => undefined,
    ...options,
  };
  render(
    <AppProvider>
      <Button onClick={() => openConfirmDialog(settings)}>Quitar a Ana</Button>
    </AppProvider>,
  );
  return screen.getByRole('button', { name: 'Quitar a Ana' });
}

describe('openConfirmDialog', () => {
  it('asks in a named dialog that starts on Cancel when destructive; Escape closes it and the focus returns', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const trigger = renderTrigger({ destructive: true, onConfirm, onCancel });
    trigger.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });
    // The modal fades in: on a loaded machine its body may still be transparent right after it mounts.
    await waitFor(() =>
      expect(within(dialog).getByText('Ana deja de poder firmar por la empresa.')).toBeVisible(),
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the action working, ignores Escape meanwhile, and closes once it is done', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onCancel = vi.fn();
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(renderTrigger({ destructive: true, onConfirm, onCancel }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });

    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '¿Quitar a Ana?' })).toBeVisible();

    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stays open when the action fails, so the person can try again or cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(undefined);
    await user.click(renderTrigger({ onConfirm }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });

    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Quitar' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '¿Quitar a Ana?' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('keeps the confirm button disabled when there is nothing to confirm', async () => {
    const user = userEvent.setup();
    await user.click(renderTrigger({ confirmDisabled: true }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });
    expect(within(dialog).getByRole('button', { name: 'Quitar' })).toBeDisabled();
  });

  it('keeps a long Cancel and confirm on one row on a wide screen, each label wrapping inside its button', async () => {
    restoreScreen = setScreenWidth('wide');
    const user = userEvent.setup();
    await user.click(
      renderTrigger({
        cancelLabel: '不，保留这个时间段',
        confirmLabel: '是的，撤回 12 月 7 日星期一 10:00 的时间段',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });
    const cancel = within(dialog).getByRole('button', { name: '不，保留这个时间段' });
    const confirm = within(dialog).getByRole('button', {
      name: '是的，撤回 12 月 7 日星期一 10:00 的时间段',
    });
    const row = cancel.parentElement!;
    expect(row).toBe(confirm.parentElement);
    expect(row.style.getPropertyValue('--group-wrap')).toBe('nowrap');
    for (const button of [cancel, confirm]) {
      expect(button).not.toHaveAttribute('data-block');
      expect(button.style.height).toBe('auto');
    }
  });

  it('stacks Cancel and confirm as wide as the dialog on a phone, Cancel first as in the reading order', async () => {
    restoreScreen = setScreenWidth('phone');
    const user = userEvent.setup();
    await user.click(
      renderTrigger({ confirmLabel: 'Sí, retirar el horario del lunes 7 de diciembre a las 10:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana?' });
    const [cancel, confirm] = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent !== '');
    expect(cancel).toHaveAccessibleName('Cancelar');
    expect(confirm).toHaveAccessibleName('Sí, retirar el horario del lunes 7 de diciembre a las 10:00');
    expect(cancel!.parentElement!.style.flexDirection).toBe('column');
    for (const button of [cancel, confirm]) expect(button).toHaveAttribute('data-block', 'true');
  });
});
