// nginx in front of the test's processes, from deploy/nginx.conf itself: its upstream lines
// point at the given ports, it listens on a free loopback port, and a small main configuration
// around it keeps every file nginx writes in a temporary directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { binary, freePort } from './services.ts';

const DEPLOYED = join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

export interface TestNginx {
  port: number;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with our upstream ports and listening port. */
export async function nginxSite(upstreamPorts: readonly number[], port: number): Promise<string> {
  const deployed = await readFile(DEPLOYED, 'utf8');
  const upstreams = upstreamPorts.map((each) => `    server 127.0.0.1:${each} max_fails=1 fail_timeout=2s;`).join('\n');
  const site = deployed
    .replace(/(^\s*server 127\.0\.0\.1:\d+[^;]*;\n)+/m, `${upstreams}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(`listen 127.0.0.1:${port};`) || !site.includes(`127.0.0.1:${upstreamPorts[0]}`))
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines the test replaces');
  return site;
}

export async function startNginx(upstreamPorts: readonly number[]): Promise<TestNginx> {
  const nginx = binary('/usr/sbin/nginx', 'nginx', 'nginx');
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-nginx-'));
  for (const sub of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(dir, sub));
  // Workers may run as nobody when the tests run as root.
  await chmod(dir, 0o777);
  for (const sub of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await chmod(join(dir, sub), 0o777);
  const port = await freePort();
  await writeFile(join(dir, 'site.conf'), await nginxSite(upstreamPorts, port));
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'site.conf')};
}
`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    }
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s`);
    await sleep(20);
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGQUIT');
        await exited;
      }
      if (!process.env.KEEP_NGINX) await rm(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
