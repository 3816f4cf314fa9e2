/**
 * The desktop window's pages come from `app://tablekeeper/`, a privileged custom scheme served from the
 * built renderer folder (not file://, which would give the page the whole disk's origin). This maps a
 * request to a file inside that folder, or null: another host, malformed encoding, or a path escaping it.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'tablekeeper';
export const RENDERER_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const RENDERER_INDEX_URL = `${RENDERER_ORIGIN}/index.html`;

export function rendererFile(rendererDir: string, requestUrl: string): string | null {
  let pathname: string;
  try {
    const url = new URL(requestUrl);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const relative = normalize(pathname).replace(/^([/\\])+/, '') || 'index.html';
  const candidate = join(rendererDir, relative);
  if (!candidate.startsWith(rendererDir + sep)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

/** A request comes from our page when its frame's URL is on our origin (not merely starts with its text). */
export function isRendererUrl(frameUrl: string): boolean {
  try {
    const url = new URL(frameUrl);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}
