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

async function login(): Promise<string> {
  const response = await fetch(host.url, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('set-cookie')!.split(';')[0];
}

function post(channel: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/api/${channel}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('browser host', () => {
  test('listens on 127.0.0.1 only', () => {
    expect((host.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  test('the token in the printed URL becomes an HttpOnly SameSite=Strict cookie', async () => {
    const response = await fetch(host.url, { redirect: 'manual' });
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    const wrong = await fetch(`${origin}/?token=guess`, { redirect: 'manual' });
    expect(wrong.status).toBe(403);
  });

  test('without the cookie nothing is served, not even the page', async () => {
    expect((await fetch(`${origin}/`)).status).toBe(403);
    expect((await post('games:list', {}, { origin })).status).toBe(403);
  });

  test('with the cookie, the same contract answers; other origins are refused', async () => {
    const cookie = await login();
    const page = await fetch(`${origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const ok = await post('games:list', {}, { cookie, origin });
    expect(await ok.json()).toMatchObject({ ok: true, value: [{ id: 'high-card' }] });
    const evil = await post('games:list', {}, { cookie, origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    const noOrigin = await post('games:list', {}, { cookie });
    expect(noOrigin.status).toBe(403);
  });

  test('a rebinding Host header is refused', async () => {
    const cookie = await login();
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port: host.port, path: '/', headers: { host: 'attacker.example', cookie } }, (res) => resolve(res.statusCode!));
      req.end();
    });
    expect(status).toBe(421);
  });

  test('bad JSON and unknown channels get typed errors', async () => {
    const cookie = await login();
    const bad = await fetch(`${origin}/api/games:list`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: '{' });
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const unknown = await post('nope', {}, { cookie, origin });
    expect(await unknown.json()).toMatchObject({ ok: false, error: { code: 'ipc/unknown-channel' } });
  });

  test('validation messages come in the language the page sends; an unknown language falls back to English', async () => {
    const cookie = await login();
    const wrongType = { playerId: 'Ben' };
    const message = async (locale?: string) => {
      const reply = await (await post('history:solo-challenges', wrongType, { cookie, origin, ...(locale ? { 'x-tablekeeper-locale': locale } : {}) })).json();
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
    const cookie = await login();
    const created = await (await post('match:create', { gameId: 'high-card', mode: 'digital', seed: 'http', seats: [{ name: 'Ann', colour: '#d32f2f' }, { name: 'Ben', colour: '#1976d2' }] }, { cookie, origin })).json();
    const view = () => post('match:view', { matchId: created.value.matchId, viewer: 0 }, { cookie, origin }).then((r) => r.text());
    const before = await view();
    const samples = fc.sample(fc.tuple(fc.constantFrom('match:apply', 'match:undo', 'match:create', 'match:view', 'games:list', 'zzz'), fc.oneof(fc.json(), fc.string())), { numRuns: 200, seed: 42 });
    for (const [channel, body] of samples) {
      const response = await fetch(`${origin}/api/${channel}`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body });
      expect([200, 400]).toContain(response.status);
    }
    expect(await view()).toBe(before);
  });

  test('static paths cannot escape the app folder', async () => {
    const cookie = await login();
    const response = await fetch(`${origin}/..%2f..%2f..%2fetc%2fpasswd`, { headers: { cookie } });
    expect(await response.text()).toContain('<title>Tablekeeper</title>');
  });
});
