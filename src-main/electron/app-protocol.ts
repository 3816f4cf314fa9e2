/** Registers and serves the renderer's `app://tablekeeper/` scheme (see renderer-files.ts). */
import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { CONTENT_SECURITY_POLICY, MIME } from '../host/server';
import { APP_SCHEME, rendererFile } from './renderer-files';

/** Before app ready: a standard, secure origin for our pages, like https, so storage and fetch work. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(await readFile(file), {
      headers: { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' },
    });
  });
}
