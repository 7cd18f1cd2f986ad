import { useEffect, useState } from 'react';

/** Scrolling less than this (px) changes nothing: a finger resting on the screen is not a scroll. */
const SCROLL_SLACK = 8;

const FIELD = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

/** A form field of the page (not of the widget itself), where the on-screen keyboard opens. */
function isPageField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(FIELD) && !target.closest('[data-support-widget]');
}

/**
 * On phones the floating launcher would sit on top of fields and badges at the bottom right of the screen:
 * it steps aside while a field of the page has focus (the keyboard is up) and while the page is scrolled
 * down, and comes back on scrolling up or at the end of the page (where the content keeps room for it).
 */
export function useLauncherOutOfTheWay(active: boolean): boolean {
  const [typing, setTyping] = useState(() => isPageField(document.activeElement));
  const [scrollingDown, setScrollingDown] = useState(false);

  useEffect(() => {
    if (!active) return;
    const onFocusIn = (event: FocusEvent) => setTyping(isPageField(event.target));
    const onFocusOut = () => setTyping(false);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - SCROLL_SLACK;
      if (!atEnd && Math.abs(y - last) < SCROLL_SLACK) return;
      setScrollingDown(!atEnd && y > last);
      last = y;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('scroll', onScroll);
      setTyping(false);
      setScrollingDown(false);
    };
  }, [active]);

  return active && (typing || scrollingDown);
}
