// A PostgreSQL server of the test's own: initdb in a temporary directory, started on a free
// loopback port (never a fixed one: other test runs share this machine), stopped and removed by
// the test. Durability is off (fsync, synchronous_commit): the data lives as long as the test.
// `stop` and `start` let a test take the database away from a running server and give it back.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import pg from 'pg';

import { freePort, postgresBinary, runAs, serviceDirectory } from './services.ts';

const USER = 'postgres';
const ROLE = 'vitrine';

export interface TestPostgres {
  port: number;
  /** postgres://vitrine@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Creates a database (a fresh one per test file or per test) and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: connections are cut, as in a crash or failover). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with its data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const initdb = postgresBinary('initdb');
  const pgCtl = postgresBinary('pg_ctl');
  const dir = await serviceDirectory('vitrine-pg-', USER);
  const data = join(dir, 'data');
  await runAs(USER, initdb, ['-D', data, '-A', 'trust', '-U', ROLE, '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  let running = false;
  const start = async () => {
    await runAs(USER, pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await runAs(USER, pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  await start();
  const url = (database = 'postgres') => `postgres://${ROLE}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    async remove() {
      try {
        await stop();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
