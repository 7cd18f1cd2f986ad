import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { getConsent, openConsentSettings, resetConsentCache } from '../../../lib/analytics/consent-store';
import { BOTTOM_OVERLAY_SPACE } from '../../../lib/bottom-overlay';
import { applyLanguage } from '../../../lib/i18n';
import { ConsentBanner } from './consent-banner';

function renderBanner(language = 'es') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[`/${language}`]}>
        <Routes>
          <Route path=":lang" element={<ConsentBanner />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  resetConsentCache();
  applyLanguage('es');
});
afterEach(() => applyLanguage('es'));

describe('ConsentBanner', () => {
  it('while it shows, keeps room below every page and the open menu for what it covers, and gives it back once dismissed', async () => {
    const size = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 180,
      width: 343,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      x: 0,
      y: 0,
    } as DOMRect);
    try {
      renderBanner();
      // 180 px high, 16 px above the bottom, 8 px of gap.
      expect(document.documentElement.style.getPropertyValue(BOTTOM_OVERLAY_SPACE)).toBe('204px');
      // Every page gets that much room below its end: its last controls scroll above the banner, and one
      // reached with Tab is scrolled clear of it.
      expect(document.body.style.paddingBottom).toBe('204px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('204px');
      await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
      expect(document.documentElement.style.getPropertyValue(BOTTOM_OVERLAY_SPACE)).toBe('');
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      size.mockRestore();
    }
  });

  it('asks on a first visit with Accept and Reject of equal weight and the notice a click away', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies y medición' });
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    const reject = screen.getByRole('button', { name: 'Rechazar' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'aviso de privacidad' }).getAttribute('href')).toBe(
      '/es/legal/privacy',
    );
    expect(region).toBeTruthy();
  });

  it('records a rejection of both purposes and goes away', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(getConsent()).toMatchObject({ analytics: 'denied', session_recording: 'denied' });
    expect(screen.queryByRole('region', { name: 'Cookies y medición' })).toBeNull();
  });

  it('lets the person grant analytics without session recording, and comes back from the footer', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir qué acepto' }));
    // The choice per purpose is downloaded when asked for.
    await userEvent.click(await screen.findByRole('checkbox', { name: /Análisis de uso/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mi elección' }));
    expect(getConsent()).toMatchObject({ analytics: 'granted', session_recording: 'denied' });
    expect(screen.queryByRole('region', { name: 'Cookies y medición' })).toBeNull();

    act(() => openConsentSettings());
    expect(await screen.findByRole('checkbox', { name: /Análisis de uso/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(getConsent().analytics).toBe('denied');
  });

  it('speaks English', () => {
    applyLanguage('en');
    renderBanner('en');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});
