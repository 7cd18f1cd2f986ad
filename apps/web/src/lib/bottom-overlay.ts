import { useEffect, type RefObject } from 'react';

/**
 * The CSS variable holding how much of the screen's bottom a fixed panel (the consent banner) covers while it
 * shows, its gap included: what must stay reachable (the last links of the open menu) keeps that much room below.
 */
export const BOTTOM_OVERLAY_SPACE = '--forja-bottom-overlay-space';

/**
 * While mounted, keeps `BOTTOM_OVERLAY_SPACE` at the height of the fixed panel `ref` points to plus its distance
 * from the screen's bottom (`offset`, in px), following its size (a longer language, the settings opened); unset
 * once the panel goes. Every page gets that much room below its end (the body's bottom padding), so its last
 * controls scroll above the panel instead of staying under it, and a control reached with Tab is scrolled clear of
 * it (the page's scroll padding).
 */
export function useBottomOverlaySpace(ref: RefObject<HTMLElement | null>, offset: number) {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const root = document.documentElement;
    const body = document.body;
    const measure = () => {
      const space = `${Math.ceil(panel.getBoundingClientRect().height + offset)}px`;
      root.style.setProperty(BOTTOM_OVERLAY_SPACE, space);
      root.style.scrollPaddingBottom = space;
      body.style.paddingBottom = space;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_OVERLAY_SPACE);
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [ref, offset]);
}
