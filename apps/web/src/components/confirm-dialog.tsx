import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { showError } from '../lib/notify';
import { modalsMounted } from './modals-layer';
import { CENTERED_WRAPPING_BUTTON } from './wrapping-button';

/** A phone's width, where the dialog's buttons stack instead of sharing a row. */
const PHONE_QUERY = '(max-width: 36em)';

/**
 * The buttons' row: Cancel and the action side by side wherever they fit (a long label wraps inside its button
 * rather than pushing the other onto a second row); on a phone, one above the other as wide as the dialog.
 */
function buttonsLayout() {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return phone
    ? {
        groupProps: { gap: 'sm', style: { flexDirection: 'column', alignItems: 'stretch' } } as const,
        button: { ...CENTERED_WRAPPING_BUTTON, fullWidth: true },
        size: undefined,
      }
    : {
        groupProps: { gap: 'sm', wrap: 'nowrap', justify: 'flex-end' } as const,
        button: CENTERED_WRAPPING_BUTTON,
        // Wide enough for two labels of a few words each («No, conservarlo», «Sí, retirar el horario»).
        size: 520,
      };
}

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
  const layout = buttonsLayout();

  const state = (working: boolean) => ({
    confirmProps: {
      ...layout.button,
      color: destructive ? 'red' : undefined,
      loading: working,
      disabled: confirmDisabled,
    },
    cancelProps: { ...layout.button, disabled: working, ...(destructive ? { 'data-autofocus': true } : {}) },
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
      groupProps: layout.groupProps,
      size: layout.size,
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
