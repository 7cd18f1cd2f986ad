import { notifications, notificationsStore } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { clearErrorsOnNavigation, errorText, showActionError, showError, showSuccess } from './notify';

const shown = () => {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
};

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('show only the newest error: a second failure replaces the first message', () => {
    showError(new ApiError(400, ['invalid_format']));
    showError(new ApiError(400, ['invalid_type']));
    const errors = shown().filter((toast) => toast.color === 'red');
    expect(errors.map((toast) => toast.message)).toEqual([errorText('invalid_type')]);
    expect(errorText('invalid_type')).not.toBe(errorText('invalid_format'));
  });

  it('leave a success toast beside an error', () => {
    showError(new ApiError(400, ['invalid_format']));
    showSuccess('Guardado');
    expect(shown().map((toast) => toast.color)).toEqual(['red', 'teal']);
  });
});

describe('an error toast goes once it is no longer true', () => {
  it('a success for the same action replaces its error (the proof of address uploaded after a failed try)', () => {
    showActionError(new ApiError(400, ['invalid_format']), 'upload:proof_of_address');
    showSuccess('Comprobante de domicilio subido', { action: 'upload:proof_of_address' });
    expect(shown().map((toast) => toast.color)).toEqual(['teal']);
  });

  it("a success for another action leaves the error (another slot's file was accepted)", () => {
    showActionError(new ApiError(400, ['invalid_format']), 'upload:proof_of_address');
    showSuccess('INE subida', { action: 'upload:ine_front' });
    expect(shown().map((toast) => toast.color)).toEqual(['red', 'teal']);
  });

  it('clears when another page opens, but keeps an error the new page shows while it loads', async () => {
    const router = createMemoryRouter(
      [
        { path: '/code', element: null },
        { path: '/next', element: null },
        {
          path: '/broken',
          loader: () => {
            showError(new ApiError(404, ['company_not_found']));
            return null;
          },
          element: null,
        },
      ],
      { initialEntries: ['/code'] },
    );
    const stop = clearErrorsOnNavigation(router);

    showError(new ApiError(400, ['invalid_code']));
    await router.navigate('/code?again=1');
    expect(shown().map((toast) => toast.color)).toEqual(['red']);

    await router.navigate('/next');
    expect(shown()).toEqual([]);

    await router.navigate('/broken');
    expect(shown().map((toast) => toast.message)).toEqual([errorText('company_not_found')]);
    stop();
    router.dispose();
  });
});

describe('a refused file says why', () => {
  it('tells a file whose content is not what its name says apart from one over the size limit, naming it', async () => {
    await i18n.changeLanguage('en');
    expect(errorText('file_content_invalid')).toMatch(/content isn't a PDF or an allowed image/);
    expect(errorText('file_too_large')).toBe(
      'The file is larger than 10 MB. Make it smaller (for example, scan it at a lower resolution) and upload it again.',
    );
    await i18n.changeLanguage('zh-CN');
    expect(errorText('file_too_large')).toContain('10 MB');
    await i18n.changeLanguage('es');
    expect(errorText('file_too_large')).toContain('más de 10 MB');
  });
});
