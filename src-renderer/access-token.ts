/**
 * The browser host's per-run access token. `npm start` prints it in the address's fragment
 * (`#token=…`), which browsers never send to any server. The page moves it into sessionStorage, which
 * only this origin (this port) can read, wipes it from the address bar, and sends it as a header on its
 * own API calls. It never goes into a cookie: browsers send cookies to every port on 127.0.0.1.
 */
const STORAGE_KEY = 'tablekeeper.accessToken';

export function adoptTokenFromAddress(location: Location = window.location, storage: Storage = window.sessionStorage): void {
  const match = /^#token=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (!match) return;
  storage.setItem(STORAGE_KEY, match[1]);
  history.replaceState(history.state, '', location.pathname + location.search);
}

export function accessToken(storage: Storage = window.sessionStorage): string | null {
  return storage.getItem(STORAGE_KEY);
}
