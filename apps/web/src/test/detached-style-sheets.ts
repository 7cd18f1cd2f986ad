/**
 * jsdom (29) keeps the style sheet of a `<style>` element that left the document inside another element: the
 * element re-creates its sheet as it is detached, while it still counts itself connected. Mantine renders such
 * elements (responsive style props, grids, the app shell), so every page a test unmounted left its sheets in
 * `document.styleSheets`, and every `getComputedStyle` (Testing Library's role and name queries, user-event's
 * pointer checks) matched the element against all of them: by the end of a file, dozens of sheets of pages long
 * gone. Touching a detached element's text makes jsdom look again, now that it knows the element is detached.
 */
export function dropDetachedStyleSheets(): void {
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) {
      const css = owner.textContent;
      owner.textContent = css;
    }
  }
}
