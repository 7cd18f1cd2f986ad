/** Loads the address afresh from the server (a full page load, not a client-side navigation). */
export function reloadPage(url: string): void {
  window.location.assign(url);
}
