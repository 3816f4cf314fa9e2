import { mkdtempSync, statSync, chmodSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientConfig, describeServerError, parseClubUrl } from '../../../src-main/club/connection';
import { FileCredentialStore, type PasswordSeal } from '../../../src-main/club/credentials';

describe('club URLs', () => {
  it('keeps the password out of the stored URL', () => {
    const a = parseClubUrl('postgres://anna:s%40cret@127.0.0.1:5433/club');
    expect(a).toMatchObject({ url: 'postgres://anna@127.0.0.1:5433/club', user: 'anna', password: 's@cret', port: 5433, database: 'club', local: true });
  });

  it('requires TLS with certificate checks for any host that is not this machine', () => {
    const remote = parseClubUrl('postgres://anna@db.example.org/club');
    expect(remote.local).toBe(false);
    expect(clientConfig(remote, 'pw').ssl).toEqual({ rejectUnauthorized: true });
    expect(() => parseClubUrl('postgres://anna@db.example.org/club?sslmode=disable')).toThrow(
      'db.example.org is not this machine, so the connection must use TLS: remove sslmode=disable (or use sslmode=verify-full)',
    );
    expect(() => parseClubUrl('postgres://anna@10.0.0.5/club?sslmode=prefer')).toThrow(/must use TLS/);
    expect(clientConfig(parseClubUrl('postgres://anna@localhost/club'), null).ssl).toBe(false);
    expect(clientConfig(parseClubUrl('postgres://anna@localhost/club?sslmode=require'), null).ssl).toEqual({ rejectUnauthorized: true });
  });

  it('names what is wrong with a bad URL', () => {
    expect(() => parseClubUrl('club server')).toThrow('"club server" is not a URL; use postgres://ROLE@HOST:PORT/DATABASE');
    expect(() => parseClubUrl('https://anna@x/club')).toThrow('the URL must start with postgres:// (not https://)');
    expect(() => parseClubUrl('postgres://x.org/club')).toThrow('the URL names no role');
    expect(() => parseClubUrl('postgres://anna@x.org')).toThrow('the URL names no database');
    expect(() => parseClubUrl('postgres://anna@x.org/club?password=x')).toThrow('the URL option "password" is not supported');
  });

  it('says connection problems in words', () => {
    const at = { host: 'db.example.org', port: 5432, user: 'anna', database: 'club' };
    expect(describeServerError({ code: 'ECONNREFUSED' }, at)).toBe(
      'The club server at db.example.org:5432 is not answering (connection refused). Changes wait on this laptop and are sent when it is back.',
    );
    expect(describeServerError({ code: '28P01' }, at)).toBe('The club server refused the password for role "anna". Connect again with the right password.');
    expect(describeServerError({ code: '3D000' }, at)).toBe('The club server has no database "club".');
  });
});

describe('the credentials file (browser host and CLI)', () => {
  it('is readable by this user only and never holds anything but passwords by URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tk-cred-'));
    const store = new FileCredentialStore(dir);
    store.set('postgres://anna@h/club', 'pw1');
    const file = join(dir, 'club-credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(store.get('postgres://anna@h/club')).toBe('pw1');
    chmodSync(file, 0o644);
    expect(store.get('postgres://anna@h/club')).toBe('pw1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'postgres://anna@h/club': 'pw1' });
    store.remove('postgres://anna@h/club');
    expect(store.get('postgres://anna@h/club')).toBeNull();
  });
});

describe('the one credentials store with a host\'s sealing (Electron: safeStorage)', () => {
  // Stands in for safeStorage, which exists only inside Electron: sealed text is not the password.
  const reversing = (available: boolean): PasswordSeal => ({
    fileName: 'club-credentials.safe',
    describe: () => 'the system keychain (test)',
    seal: (password) => (available ? Buffer.from([...password].reverse().join('')).toString('base64') : null),
    open: (sealed) => [...Buffer.from(sealed, 'base64').toString()].reverse().join(''),
  });

  it('keeps only the sealed text, in its own file readable by this user only, and opens it again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tk-cred-'));
    const store = new FileCredentialStore(dir, reversing(true));
    expect(store.where).toBe('the system keychain (test)');
    store.set('postgres://anna@h/club', 'secret-pw');
    const file = join(dir, 'club-credentials.safe');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('secret-pw');
    expect(store.get('postgres://anna@h/club')).toBe('secret-pw');
    store.remove('postgres://anna@h/club');
    expect(existsSync(file)).toBe(false);
  });

  it('stores nothing where the machine cannot seal (the password is asked again)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tk-cred-'));
    const store = new FileCredentialStore(dir, reversing(false));
    store.set('postgres://anna@h/club', 'secret-pw');
    expect(existsSync(join(dir, 'club-credentials.safe'))).toBe(false);
    expect(store.get('postgres://anna@h/club')).toBeNull();
  });
});
