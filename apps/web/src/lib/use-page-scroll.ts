import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * The window's scroll between pages: a page opened by a link or a button starts at its top (on a phone, the
 * next step's title and amounts, not the last page's scroll position), or at the element its address names
 * (#id); going back or forward returns to where the reader was on that page. React Router's ScrollRestoration
 * does the same and more (positions kept across reloads) for about 1 KB more on the sign-in page's budget.
 */
export function usePageScroll(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const saved = positions.current.get(location.key);
    if (navigation === NavigationType.Pop) {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    const kept = positions.current;
    // Where the reader was when this page gave way to the next one.
    return () => {
      kept.set(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigation]);
}
