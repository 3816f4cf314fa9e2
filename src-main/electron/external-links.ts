/**
 * The only addresses the desktop app hands to the system browser: the BG Stats "create play" link the
 * history offers, and BoardGameGeek. Anything else a page tries to open is dropped.
 */
export const EXTERNAL_LINKS: readonly { host: string; pathPrefix: string }[] = [
  { host: 'app.bgstatsapp.com', pathPrefix: '/createPlay.html' },
  { host: 'boardgamegeek.com', pathPrefix: '/' },
  { host: 'www.boardgamegeek.com', pathPrefix: '/' },
];

export function isAllowedExternal(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return EXTERNAL_LINKS.some((link) => url.hostname === link.host && url.pathname.startsWith(link.pathPrefix));
}
