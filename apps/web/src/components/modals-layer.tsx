import { getDefaultZIndex } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Confirmations are centred like every dialog, and on the same layer as the others: a dialog an action opens
 * meanwhile (the back office's "confirm it's you") comes on top of the confirmation that started it.
 */
const CONFIRM_MODAL_PROPS = { centered: true, zIndex: getDefaultZIndex('modal') };

let markMounted: () => void = () => undefined;

/**
 * Resolves once the modals manager listens for the dialogs it is asked to open. The layer is downloaded after
 * the first page (the sign-in page has no confirmation), so a confirmation waits for it rather than being lost.
 */
export const modalsMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The modals manager (`@mantine/modals`), beside the app rather than around it: confirmations open through it. */
export default function ModalsLayer() {
  // The provider's own listeners are set in its effects, which run before this one.
  useEffect(() => markMounted(), []);
  return <ModalsProvider modalProps={CONFIRM_MODAL_PROPS}>{null}</ModalsProvider>;
}
