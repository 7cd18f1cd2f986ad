import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NotificationsLayer from './notifications-layer';

const DEFAULT_MATCH_MEDIA = window.matchMedia.bind(window);

/** The screen as Mantine's media queries see it: a phone (max-width queries match) or not. */
function screenIs(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = DEFAULT_MATCH_MEDIA;
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
    screenIs(true);
    expect(await toastPosition()).toBe('top-center');
  });

  it('at the bottom left of a wider screen', async () => {
    screenIs(false);
    expect(await toastPosition()).toBe('bottom-left');
  });
});
