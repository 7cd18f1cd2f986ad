/**
 * The screen's width as Mantine's media queries (`window.matchMedia`) see it in a test: `wide`, a desktop
 * (min-width queries match), or `phone` (max-width queries match). Outside of it every query answers no (the
 * stand-in of setup.ts), which most components read as a phone. Answers the function that puts that back.
 */
export function setScreenWidth(width: 'wide' | 'phone'): () => void {
  const before = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes(width === 'wide' ? 'min-width' : 'max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = before;
  };
}
