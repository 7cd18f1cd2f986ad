import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { showError } from '../lib/notify';
import { modalsMounted } from './modals-layer';

export type ConfirmDialogOptions = {
  title: ReactNode;
  /** What will happen, in a sentence or two (and what it is about: a name, an RFC). */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /**
   * Deleting, withdrawing or replacing something: the confirm button is red and the dialog opens with the
   * focus on Cancel, so Enter does not destroy by accident.
   */
  destructive?: boolean;
  /** When there is nothing to confirm (the confirm button shows, disabled). */
  confirmDisabled?: boolean;
  /**
   * The action. When it returns a promise, the dialog shows it working (the confirm button loading, nothing
   * else clickable, Escape ignored), closes when it resolves and stays open when it resolves `false` (the
   * action showed why) or rejects (shown as an error toast).
   */
  onConfirm: () => unknown;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel?: () => void;
};

let nextId = 0;

/**
 * Asks to confirm an action in a dialog of the modals manager (`components/modals-layer`, mounted by the app's
 * providers): the title names the action, Escape closes it and the focus goes back to the button that opened it.
 */
export function openConfirmDialog(options: ConfirmDialogOptions): string {
  const {
    title,
    children,
    confirmLabel,
    cancelLabel,
    destructive = false,
    confirmDisabled = false,
  } = options;
  let confirmed = false;

  const state = (working: boolean) => ({
    confirmProps: { color: destructive ? 'red' : undefined, loading: working, disabled: confirmDisabled },
    cancelProps: { disabled: working, ...(destructive ? { 'data-autofocus': true } : {}) },
    closeOnEscape: !working,
    closeOnClickOutside: !working,
    withCloseButton: !working,
  });

  const modalId = `confirm-${(nextId += 1)}`;
  const open = () =>
    modals.openConfirmModal({
      modalId,
      title,
      children,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      closeOnConfirm: false,
      ...state(false),
      onConfirm: () => {
        const result = options.onConfirm();
        const done = () => {
          confirmed = true;
          modals.close(modalId);
        };
        if (!(result instanceof Promise)) {
          done();
          return;
        }
        modals.updateModal({ modalId, ...state(true) });
        result.then(
          (outcome) => (outcome === false ? modals.updateModal({ modalId, ...state(false) }) : done()),
          (error: unknown) => {
            showError(error);
            modals.updateModal({ modalId, ...state(false) });
          },
        );
      },
      onClose: () => {
        if (!confirmed) options.onCancel?.();
      },
    });
  void modalsMounted.then(open);
  return modalId;
}
