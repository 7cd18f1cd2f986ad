import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, showError, showSuccess } from './notify';

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
