/**
 * Loads a lazily loaded route's module, trying once more when the first fetch fails (a dropped connection).
 * A second failure reaches the route's error page, which reloads the page once at the same address: after a
 * release the old chunk names are gone and a fresh index.html names the new ones.
 */
export async function loadRouteModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}
