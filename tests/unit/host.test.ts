import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHost, type RunningHost } from '../../src-main/host/server';
import { openTestHandlers, tempDir } from './helpers';

let host: RunningHost;
let origin: string;

beforeAll(async () => {
  const staticDir = tempDir();
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tablekeeper</title>');
  host = await startHost({ handlers: openTestHandlers().handlers, staticDir, port: 0 });
  origin = `http://127.0.0.1:${host.port}`;
});
afterAll(() => host.close());

/** What the page sends: its own origin and the token it took from the printed URL's fragment. */
function auth(): Record<string, string> {
  return { origin, authorization: `Bearer ${host.token}` };
}

function post(channel: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/api/${channel}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('browser host', () => {
  test('listens on 127.0.0.1 only', () => {
    expect((host.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  test('the printed URL carries the token only in its fragment, which no browser sends to a server', () => {
    const url = new URL(host.url);
    expect(url.hash).toBe(`#token=${host.token}`);
    expect(url.search).toBe('');
    expect(url.pathname).toBe('/');
  });

  test('the page and its assets need no secret and set no cookie', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tablekeeper</title>');
    expectSecurityHeaders(page);
    // A token in the query (the old style) is not honoured and not turned into a cookie.
    const old = await fetch(`${origin}/?token=${host.token}`, { redirect: 'manual' });
    expect(old.status).toBe(200);
    expectSecurityHeaders(old);
  });

  test('the API answers only with the token header and our own Origin', async () => {
    const ok = await post('games:list', {}, auth());
    expect(await ok.json()).toMatchObject({ ok: true, value: [{ id: 'high-card' }] });
    const cases: Record<string, string>[] = [
      { origin },
      { origin, authorization: 'Bearer guess' },
      { origin, authorization: host.token },
      { origin, cookie: `tablekeeper_${host.port}=${host.token}` },
      { authorization: `Bearer ${host.token}` },
      { origin: 'http://evil.example', authorization: `Bearer ${host.token}` },
      { origin: 'http://127.0.0.1:1', authorization: `Bearer ${host.token}` },
    ];
    for (const headers of cases) {
      const refused = await post('games:list', {}, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'auth/forbidden' } });
      expectSecurityHeaders(refused);
    }
  });

  test('API calls are POST', async () => {
    const response = await fetch(`${origin}/api/games:list`, { headers: auth() });
    expect(response.status).toBe(405);
    expectSecurityHeaders(response);
  });

  test('malformed percent-encoding is a 400, on pages and on the API', async () => {
    for (const path of ['/%E0%A4%A', '/assets/%zz.js', '/api/games%3Alist%']) {
      const response = await fetch(`${origin}${path}`, { method: path.startsWith('/api/') ? 'POST' : 'GET', headers: auth() });
      expect(response.status, path).toBe(400);
      expectSecurityHeaders(response);
    }
  });

  test('a rebinding Host header is refused, with the security headers', async () => {
    const { request } = await import('node:http');
    const reply = await new Promise<{ status: number; csp: unknown }>((resolve) => {
      const req = request({ host: '127.0.0.1', port: host.port, method: 'POST', path: '/api/games:list', headers: { host: 'attacker.example', ...auth() } }, (res) =>
        resolve({ status: res.statusCode!, csp: res.headers['content-security-policy'] }),
      );
      req.end();
    });
    expect(reply.status).toBe(421);
    expect(reply.csp).toContain("default-src 'self'");
  });

  test('bad JSON and unknown channels get typed errors', async () => {
    const bad = await fetch(`${origin}/api/games:list`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{' });
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const unknown = await post('nope', {}, auth());
    expect(await unknown.json()).toMatchObject({ ok: false, error: { code: 'ipc/unknown-channel' } });
  });

  test('validation messages come in the language the page sends; an unknown language falls back to English', async () => {
    const wrongType = { playerId: 'Ben' };
    const message = async (locale?: string) => {
      const reply = await (await post('history:solo-challenges', wrongType, { ...auth(), ...(locale ? { 'x-tablekeeper-locale': locale } : {}) })).json();
      expect(reply).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
      return String(reply.error.message);
    };
    expect(await message()).toMatch(/expected number/);
    expect(await message('ja')).toMatch(/無効な入力/);
    expect(await message('fr')).toMatch(/Entrée invalide/);
    expect(await message('xx')).toMatch(/expected number/);
    // The locale does not stick: the next English request is English again.
    expect(await message('en')).toMatch(/expected number/);
  });

  test('200 random malformed requests leave the host up and the saved game intact', async () => {
    const fc = (await import('fast-check')).default;
    const created = await (await post('match:create', { gameId: 'high-card', mode: 'digital', seed: 'http', seats: [{ name: 'Ann', colour: '#d32f2f' }, { name: 'Ben', colour: '#1976d2' }] }, auth())).json();
    const view = () => post('match:view', { matchId: created.value.matchId, viewer: 0 }, auth()).then((r) => r.text());
    const before = await view();
    const samples = fc.sample(fc.tuple(fc.constantFrom('match:apply', 'match:undo', 'match:create', 'match:view', 'games:list', 'zzz'), fc.oneof(fc.json(), fc.string())), { numRuns: 200, seed: 42 });
    for (const [channel, body] of samples) {
      const response = await fetch(`${origin}/api/${channel}`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body });
      expect([200, 400]).toContain(response.status);
    }
    expect(await view()).toBe(before);
  });

  test('static paths cannot escape the app folder', async () => {
    const response = await fetch(`${origin}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).toContain('<title>Tablekeeper</title>');
  });

  test('a file of the documented 60 MB gets through although JSON escaping makes the request larger', async () => {
    // Quotes double under JSON escaping; the importer itself then judges (and quickly refuses) the content.
    const text = '"'.repeat(59_900_000);
    const body = JSON.stringify({ format: 'bgstats', text });
    expect(body.length).toBeGreaterThan(119_000_000);
    const response = await fetch(`${origin}/api/history:import-preview`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    const reply = await response.json();
    if (!reply.ok) expect(reply.error.code).not.toBe('input/too-large');
  });
});
