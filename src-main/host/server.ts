/**
 * The browser host: the same contract and handlers as Electron's IPC, over HTTP on 127.0.0.1 only.
 * A per-run secret token (printed URL → HttpOnly SameSite=Strict cookie), a Host check against DNS
 * rebinding and an Origin check on every API call keep other web pages and other local users out.
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

const MIME: Record<string, string> = {
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
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
    });
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as { port: number }).port;
  return {
    server,
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface RequestContext extends HostOptions {
  token: string;
  port: number;
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${ctx.port}`);
  if (!hostHeaderOk(req, ctx.port)) return send(res, 421, 'text/plain; charset=utf-8', 'Wrong Host header.');
  const offered = url.searchParams.get('token');
  if (req.method === 'GET' && offered !== null) return acceptToken(res, ctx, offered);
  if (!cookieOk(req, ctx)) {
    return send(res, 403, 'text/plain; charset=utf-8', 'Tablekeeper: open the full address printed in the terminal; it carries this run\'s access token.');
  }
  if (url.pathname.startsWith('/api/')) return api(req, res, ctx, decodeURIComponent(url.pathname.slice(5)));
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.');
  return serveStatic(res, ctx.staticDir, url.pathname);
}

function cookieName(port: number): string {
  return `tablekeeper_${port}`;
}

function acceptToken(res: ServerResponse, ctx: RequestContext, offered: string): void {
  if (!sameSecret(offered, ctx.token)) return send(res, 403, 'text/plain; charset=utf-8', 'Tablekeeper: that access token is not this run\'s.');
  res.writeHead(303, {
    'Set-Cookie': `${cookieName(ctx.port)}=${ctx.token}; HttpOnly; SameSite=Strict; Path=/`,
    Location: '/',
    'Cache-Control': 'no-store',
  });
  res.end();
}

function cookieOk(req: IncomingMessage, ctx: RequestContext): boolean {
  const name = cookieName(ctx.port);
  const cookies = (req.headers.cookie ?? '').split(';').map((c) => c.trim());
  const value = cookies.find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
  return value !== undefined && sameSecret(value, ctx.token);
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
  if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'API calls are POST.');
  if (!originOk(req, ctx.port)) return sendJson(res, 403, { ok: false, error: { code: 'auth/forbidden', message: 'Requests must come from the Tablekeeper page itself.', path: [] } });
  const body = await readBody(req, (isChannel(channel) ? payloadLimit(channel) : 0) + 1024);
  if (body === null) return sendJson(res, 413, { ok: false, error: { code: 'input/too-large', message: 'Request too large.', path: [] } });
  let payload: unknown;
  try {
    payload = body.length ? JSON.parse(body) : {};
  } catch {
    return sendJson(res, 400, { ok: false, error: { code: 'input/invalid', message: 'The request body is not JSON.', path: [] } });
  }
  sendJson(res, 200, dispatch(ctx.handlers, channel, payload, ctx.log, req.headers['x-tablekeeper-locale']));
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

function serveStatic(res: ServerResponse, root: string, pathname: string): void {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = join(root, relative);
  const inside = candidate === root || candidate.startsWith(root + sep);
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(root, 'index.html');
  if (!existsSync(file)) return send(res, 500, 'text/plain; charset=utf-8', 'The app has not been built (run npm start).');
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
