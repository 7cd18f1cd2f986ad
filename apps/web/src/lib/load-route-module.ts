/**
 * Loads a lazily loaded module (a route's, or a schema the API client or a form imports when first used), trying
 * once more when the first fetch fails (a dropped connection). For a route, a second failure reaches its error
 * page, which reloads the page once at the same address: after a release the old chunk names are gone and a fresh
 * index.html names the new ones.
 */
export async function loadRouteModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}
