/**
 * A throwaway PostgreSQL 15 cluster for tests and the bench: initdb into a temp folder, start it on
 * a free port of 127.0.0.1 with password (SCRAM) authentication, stop and delete it afterwards.
 * initdb refuses to run as root, so as root the cluster runs as the `postgres` user from Debian's
 * package. Nothing is left running as a service.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_BIN = process.env.TABLEKEEPER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));
}

export const missingPostgresReason = `PostgreSQL 15 binaries not found in ${PG_BIN} (apt-get install postgresql-15)`;

export interface TestCluster {
  port: number;
  dir: string;
  /** A postgres:// URL for a role (the password is given separately). */
  url(role: string, database?: string): string;
  /** Runs SQL as the cluster's superuser. */
  admin(sql: string, database?: string): Promise<pg.QueryResult>;
  stopServer(): void;
  startServer(): void;
  destroy(): void;
}

export const SUPERUSER = 'tk_admin';
export const SUPERUSER_PASSWORD = 'admin-secret';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function asOwner(): { uid: number; gid: number; wrap: (cmd: string, args: string[]) => [string, string[]] } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g'), wrap: (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]] };
}

function run(cmd: string, args: string[]): void {
  const owner = asOwner();
  const [c, a] = owner ? owner.wrap(cmd, args) : [cmd, args];
  const r = spawnSync(c, a, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
}

export async function startCluster(): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tk-pg-'));
  const data = join(dir, 'data');
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, SUPERUSER_PASSWORD);
  const owner = asOwner();
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(pwfile, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);
  run(join(PG_BIN, 'initdb'), ['-D', data, '-U', SUPERUSER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run(join(PG_BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  // A fast (clean) stop: with synchronous_commit off, an immediate stop is a crash that can lose the last
  // commits (a member role created just before, say), which made 'the server coming back' refuse its password.
  const stop = () => run(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    port,
    dir,
    url: (role, database = 'club') => `postgres://${role}@127.0.0.1:${port}/${database}`,
    async admin(sql, database = 'postgres') {
      const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: SUPERUSER_PASSWORD, database });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stopServer() {
      if (running) stop();
      running = false;
    },
    startServer() {
      if (!running) start();
      running = true;
    },
    destroy() {
      try {
        if (running) stop();
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function addMember(cluster: TestCluster, role: string, password: string): Promise<void> {
  await cluster.admin(`CREATE ROLE ${role} LOGIN PASSWORD '${password}' IN ROLE tablekeeper_member`);
}
