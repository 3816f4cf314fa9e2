/**
 * The browser host: the same contract and handlers as Electron's IPC, over HTTP on 127.0.0.1 only.
 * A per-run secret token guards every API call; a Host check against DNS rebinding and an Origin check
 * keep other web pages out. The token travels only where no other 127.0.0.1 port can see it: in the
 * printed URL's fragment (never sent to a server), in the page's sessionStorage (scoped to this origin,
 * port included) and in the Authorization header of API calls to this origin. Never in a cookie:
 * browsers send cookies to every port of a host. Static files hold no secret and are served freely.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { payloadLimit } from '../../src-shared/ipc/contract';
import { dispatch, isChannel } from '../ipc/dispatch';
import type { Handlers } from '../services/app-services';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const TEXT = 'text/plain; charset=utf-8';

export interface HostOptions {
  handlers: Handlers;
  staticDir: string;
  port: number;
  token?: string;
  log?: (error: unknown) => void;
}

export interface RunningHost {
  server: Server;
  port: number;
  token: string;
  url: string;
  close(): Promise<void>;
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = options.token ?? newToken();
  let port = options.port;
  const server = createServer((req, res) => {
    handle(req, res, { ...options, token, port }).catch((error) => {
      options.log?.(error);
      if (!res.headersSent) send(res, 500, TEXT, 'Internal error');
    });
  });
  // A slow client is cut off, but not a big import on a busy machine: a 60 MB file is a 120 MB body, and at
  // load 10 on two cores reading it took long enough for 30 s to reset the connection mid-upload.
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as { port: number }).port;
  return {
    server,
    port,
    token,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface RequestContext extends HostOptions {
  token: string;
  port: number;
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
  if (!hostHeaderOk(req, ctx.port)) return send(res, 421, TEXT, 'Wrong Host header.');
  const pathname = decodedPath(req.url ?? '/', ctx.port);
  if (pathname === null) return send(res, 400, TEXT, 'Malformed address (bad percent-encoding).');
  if (pathname.startsWith('/api/')) return api(req, res, ctx, pathname.slice(5));
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, TEXT, 'Method not allowed.');
  return serveStatic(res, ctx.staticDir, pathname);
}

/** The request path, percent-decoded; null when the encoding is malformed (a client error, not ours). */
export function decodedPath(rawUrl: string, port: number): string | null {
  try {
    return decodeURIComponent(new URL(rawUrl, `http://127.0.0.1:${port}`).pathname);
  } catch {
    return null;
  }
}

export const TOKEN_HEADER = 'authorization';

function tokenOk(req: IncomingMessage, ctx: RequestContext): boolean {
  const header = req.headers[TOKEN_HEADER];
  const offered = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return sameSecret(offered, ctx.token);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function hostHeaderOk(req: IncomingMessage, port: number): boolean {
  return req.headers.host === `127.0.0.1:${port}` || req.headers.host === `localhost:${port}`;
}

function originOk(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

async function api(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, channel: string): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, TEXT, 'API calls are POST.');
  if (!originOk(req, ctx.port)) return forbidden(res, 'Requests must come from the Tablekeeper page itself.');
  if (!tokenOk(req, ctx)) return forbidden(res, "Open the full address printed in the terminal: it carries this run's access token.");
  const body = await readBody(req, bodyLimit(channel));
  if (body === null) return sendJson(res, 413, { ok: false, error: { code: 'input/too-large', message: 'Request too large.', path: [] } });
  let payload: unknown;
  try {
    payload = body.length ? JSON.parse(body) : {};
  } catch {
    return sendJson(res, 400, { ok: false, error: { code: 'input/invalid', message: 'The request body is not JSON.', path: [] } });
  }
  sendJson(res, 200, dispatch(ctx.handlers, channel, payload, ctx.log, req.headers['x-tablekeeper-locale']));
}

/**
 * The HTTP body carries the payload as JSON, where a file's quotes, backslashes and line breaks take two
 * bytes each: twice the content limit (dispatch then checks the content itself) lets a file of the
 * documented size through.
 */
function bodyLimit(channel: string): number {
  return (isChannel(channel) ? 2 * payloadLimit(channel) : 0) + 1024;
}

function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function forbidden(res: ServerResponse, message: string): void {
  sendJson(res, 403, { ok: false, error: { code: 'auth/forbidden', message, path: [] } });
}

function serveStatic(res: ServerResponse, root: string, pathname: string): void {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  const candidate = join(root, relative);
  const inside = candidate === root || candidate.startsWith(root + sep);
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(root, 'index.html');
  if (!existsSync(file)) return send(res, 500, TEXT, 'The app has not been built (run npm start).');
  send(res, 200, MIME[extname(file)] ?? 'application/octet-stream', readFileSync(file));
}

function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'Content-Type': type, ...securityHeaders() });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}
