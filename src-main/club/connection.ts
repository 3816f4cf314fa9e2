/**
 * How a laptop reaches the club's PostgreSQL: a postgres:// URL (the password is kept apart, never in
 * the URL we store), TLS required for every host that is not this machine.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

export class ClubUrlError extends Error {
  override name = 'ClubUrlError';
}

export interface ClubAddress {
  /** The URL as stored and shown: no password. */
  url: string;
  host: string;
  port: number;
  database: string;
  user: string;
  /** A password written in the URL itself (moved to the credential store, never stored with the URL). */
  password: string | null;
  local: boolean;
  sslmode: string | null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Parses and checks a club URL; every problem names what to change. */
export function parseClubUrl(raw: string): ClubAddress {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ClubUrlError(`"${raw}" is not a URL; use postgres://ROLE@HOST:PORT/DATABASE`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ClubUrlError(`the URL must start with postgres:// (not ${url.protocol}//)`);
  }
  const user = decodeURIComponent(url.username);
  if (!user) throw new ClubUrlError('the URL names no role: use postgres://ROLE@HOST:PORT/DATABASE');
  const host = url.hostname;
  if (!host) throw new ClubUrlError('the URL names no host');
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new ClubUrlError('the URL names no database: add /DATABASE after the host');
  const port = url.port ? Number(url.port) : 5432;
  const local = LOCAL_HOSTS.has(host);
  const sslmode = url.searchParams.get('sslmode');
  for (const key of url.searchParams.keys()) {
    if (!['sslmode', 'sslrootcert', 'application_name'].includes(key)) throw new ClubUrlError(`the URL option "${key}" is not supported (sslmode, sslrootcert, application_name are)`);
  }
  if (!local && (sslmode === 'disable' || sslmode === 'allow' || sslmode === 'prefer')) {
    throw new ClubUrlError(`${host} is not this machine, so the connection must use TLS: remove sslmode=${sslmode} (or use sslmode=verify-full)`);
  }
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { url: url.toString(), host, port, database, user, password, local, sslmode };
}

/** The pg client settings: TLS with certificate checks for any other host; plain TCP only on this machine. */
export function clientConfig(address: ClubAddress, password: string | null, timeoutMs = 10_000): pg.ClientConfig {
  const tls = !address.local || (address.sslmode !== null && address.sslmode !== 'disable');
  const sslrootcert = new URL(address.url).searchParams.get('sslrootcert');
  return {
    host: address.host.replace(/^\[|\]$/g, ''),
    port: address.port,
    database: address.database,
    user: address.user,
    password: password ?? undefined,
    ssl: tls ? { rejectUnauthorized: address.sslmode !== 'no-verify', ...(sslrootcert ? { ca: readCa(sslrootcert) } : {}) } : false,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: 120_000,
    application_name: 'tablekeeper',
  };
}

function readCa(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ClubUrlError(`cannot read the certificate sslrootcert=${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** A connection or server error in words a club member can act on. */
export function describeServerError(error: unknown, address?: Pick<ClubAddress, 'host' | 'port' | 'user' | 'database'>): string {
  const e = error as { code?: string; message?: string };
  const where = address ? `${address.host}:${address.port}` : 'the club server';
  if (isRefusedByPolicy(error)) return `The club server refused the change: only the member who recorded a play may delete it (${e.message}).`;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `The club server at ${where} is not answering (connection refused). Changes wait on this laptop and are sent when it is back.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `No server called ${address?.host ?? '?'} could be found (check the address or the network). Changes wait on this laptop.`;
    case 'ETIMEDOUT':
    case 'ECONNRESET':
    case 'EPIPE':
    case '57P01':
    case '57P03':
      return `The connection to the club server at ${where} was lost or timed out. Changes wait on this laptop and are sent when it is back.`;
    case '28P01':
      return `The club server refused the password for role "${address?.user ?? '?'}". Connect again with the right password.`;
    case '28000':
      return `The club server does not let role "${address?.user ?? '?'}" in from here (pg_hba.conf or the role cannot log in).`;
    case '3D000':
      return `The club server has no database "${address?.database ?? '?'}".`;
    case '42501':
      return `Your role "${address?.user ?? '?'}" may not do that on the club server: ${e.message ?? ''}`;
    default:
      break;
  }
  const message = e.message ?? String(error);
  if (/timeout/i.test(message)) return `The club server at ${where} did not answer in time. Changes wait on this laptop.`;
  if (/ssl|tls|certificate/i.test(message)) return `The secure (TLS) connection to ${where} failed: ${message}`;
  return `The club server reported: ${message}`;
}

/** The club's row-level security refused a version (a member deleting someone else's record). */
export function isRefusedByPolicy(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '42501' && /row-level security/i.test(e.message ?? '');
}
