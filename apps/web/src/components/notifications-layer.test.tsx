import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '../test/screen-width';
import NotificationsLayer from './notifications-layer';

let restoreScreen = () => {};

afterEach(() => {
  restoreScreen();
  restoreScreen = () => {};
});

async function toastPosition(): Promise<string | null> {
  render(
    <MantineProvider>
      <NotificationsLayer />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Subimos tu comprobante de domicilio.' });
  });
  const toast = await screen.findByText('Subimos tu comprobante de domicilio.');
  return toast.closest('[data-position]')?.getAttribute('data-position') ?? null;
}

describe('where toasts show', () => {
  it('at the top of a phone, away from the buttons at the bottom of its forms', async () => {
    restoreScreen = setScreenWidth('phone');
    expect(await toastPosition()).toBe('top-center');
  });

  it('at the bottom left of a wider screen', async () => {
    restoreScreen = setScreenWidth('wide');
    expect(await toastPosition()).toBe('bottom-left');
  });
});
