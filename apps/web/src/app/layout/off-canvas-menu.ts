import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useId, useRef, type CSSProperties, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { BOTTOM_OVERLAY_SPACE } from '../../lib/bottom-overlay';

/** The id of the page's `<main>`: where the skip link and a navigation from the menu lead. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves the keyboard to the page's content: its first heading (made focusable for this), or the `<main>` itself
 * when the page has none yet. After React has drawn what changed (the menu closing, the new page).
 */
export function focusMainContent() {
  requestAnimationFrame(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Not a control: no focus ring around it (global.css), the next Tab goes on from it.
    target.setAttribute('data-focus-landing', '');
    target.focus();
  });
}

type OffCanvasMenu = {
  /** Whether the menu is open (only on phones, where it covers the page). */
  opened: boolean;
  /** Whether the screen is wide enough for the sidebar to stay beside the page. */
  wide: boolean;
  toggle: () => void;
  /** The button that opens and closes it: focus comes back to it when Escape closes the menu. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** For the `<nav>`: out of the keyboard's way and unread while it is closed off screen on a phone. */
  navbarProps: { id: string; inert: boolean; style: CSSProperties; pb: string | undefined };
  /** Whether the open menu covers the page on a phone: what it covers cannot be reached until it closes. */
  pageCovered: boolean;
  /** For the `<main>`: the skip link's target, out of reach while the menu covers it. */
  mainProps: { id: string; inert: boolean };
  /** A link of the menu was chosen: the menu closes and the keyboard goes to the page's content. */
  onNavigate: (href: string) => void;
  /** The skip link was chosen: the menu closes if it was open and the keyboard goes to the content. */
  skipToContent: () => void;
};

/**
 * The sidebar of a page with `AppShell`: beside the page on wide screens, an off-canvas menu opened by a button on
 * phones (Mantine's `sm` breakpoint, 48em). Closed, the off-canvas menu is only moved off screen by Mantine, so
 * it is made inert and hidden here; open, Escape closes it and gives the focus back to its button.
 */
export function useOffCanvasMenu(): OffCanvasMenu {
  const [opened, handlers] = useDisclosure(false);
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navbarId = useId();
  const location = useLocation();
  const focusAfterNavigation = useRef(false);
  const offCanvasOpen = opened && !wide;
  const offCanvasClosed = !opened && !wide;

  useEffect(() => {
    if (!offCanvasOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const button = buttonRef.current;
      // Only from the menu, the header or nowhere: a dialog opened from the menu (the steps) closes alone.
      const fromMenu =
        !target ||
        target === document.body ||
        target.closest('header') !== null ||
        document.getElementById(navbarId)?.contains(target) === true;
      if (!fromMenu || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      // A control whose own list is open (the company switcher, the account menu) closes that list first.
      if (target && target !== button && target.getAttribute('aria-expanded') === 'true') return;
      handlers.close();
      buttonRef.current?.focus();
    };
    // Capture: seen before the controls' own handlers close their lists and change aria-expanded.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [offCanvasOpen, handlers, navbarId]);

  useEffect(() => {
    if (!focusAfterNavigation.current) return;
    focusAfterNavigation.current = false;
    focusMainContent();
    // Every finished navigation, a guard's redirect back to the same page included.
  }, [location.key]);

  const onNavigate = useCallback(
    (href: string) => {
      handlers.close();
      if (href === location.pathname) focusMainContent();
      else focusAfterNavigation.current = true;
    },
    [handlers, location.pathname],
  );

  const skipToContent = useCallback(() => {
    handlers.close();
    focusMainContent();
  }, [handlers]);

  return {
    opened,
    wide,
    toggle: handlers.toggle,
    buttonRef,
    navbarProps: {
      id: navbarId,
      inert: offCanvasClosed,
      // Hidden once the sliding out has ended (visibility changes at the end of its transition).
      style: {
        visibility: offCanvasClosed ? 'hidden' : undefined,
        transitionProperty: 'transform, top, height, visibility',
      },
      // Off canvas, its last links stay above a panel fixed at the screen's bottom (the consent banner). A style
      // prop: the navbar's own padding (`p`) would override a padding in `style`.
      pb: wide ? undefined : `calc(var(--mantine-spacing-md) + var(${BOTTOM_OVERLAY_SPACE}, 0px))`,
    },
    pageCovered: offCanvasOpen,
    mainProps: { id: MAIN_CONTENT_ID, inert: offCanvasOpen },
    onNavigate,
    skipToContent,
  };
}
