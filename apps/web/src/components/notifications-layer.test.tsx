import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { errorText, showError } from '../lib/notify';
import { setScreenWidth } from '../test/screen-width';
import NotificationsLayer from './notifications-layer';

let restoreScreen = () => {};

afterEach(() => {
  restoreScreen();
  restoreScreen = () => {};
});

async function toastPosition(
  show: () => unknown = () => notifications.show({ message: 'Subimos tu comprobante de domicilio.' }),
  text = 'Subimos tu comprobante de domicilio.',
): Promise<string | null> {
  render(
    <MantineProvider>
      <NotificationsLayer />
    </MantineProvider>,
  );
  act(() => {
    show();
  });
  const toast = await screen.findByText(text);
  return toast.closest('[data-position]')?.getAttribute('data-position') ?? null;
}

const showFileError = () => showError(new ApiError(400, ['invalid_format']));

describe('where toasts show', () => {
  it('at the top of a phone, away from the buttons at the bottom of its forms', async () => {
    restoreScreen = setScreenWidth('phone');
    expect(await toastPosition()).toBe('top-center');
  });

  it("errors too show at the top of a phone, not over the step's Back and Continue buttons", async () => {
    restoreScreen = setScreenWidth('phone');
    expect(await toastPosition(showFileError, errorText('invalid_format'))).toBe('top-center');
  });

  it('errors show at the bottom left of a wider screen', async () => {
    restoreScreen = setScreenWidth('wide');
    expect(await toastPosition(showFileError, errorText('invalid_format'))).toBe('bottom-left');
  });

  it('at the bottom left of a wider screen', async () => {
    restoreScreen = setScreenWidth('wide');
    expect(await toastPosition()).toBe('bottom-left');
  });
});
