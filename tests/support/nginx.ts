/** Debian's nginx on loopback, serving a built site with the shipped _nginx.conf. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** A prefix folder and nginx.conf whose one server serves `siteDir` with the shipped _nginx.conf. */
function writeConfig(siteDir: string, port: number, formReceiver?: string): { prefix: string; config: string } {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const dir of ['logs', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${siteDir};
    include ${siteDir}/_nginx.conf;${formReceiver ? `\n    set $form_receiver ${formReceiver};` : ''}
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  return { prefix, config: join(prefix, 'nginx.conf') };
}

/** `nginx -t` on a server block that includes `siteDir`/_nginx.conf: whether it passed, and what nginx said. */
export function testNginxConfig(siteDir: string): { ok: boolean; output: string } {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run "npm test" (it installs Debian's nginx as root) or set NGINX_PATH`);
  const { prefix, config } = writeConfig(siteDir, 1);
  const result = spawnSync(NGINX, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** `formReceiver`: where /api/ goes (the snippet's $form_receiver), e.g. a receiver started by the test. */
export async function startNginx(siteDir: string, { formReceiver }: { formReceiver?: string } = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run "npm test" (it installs Debian's nginx as root) or set NGINX_PATH`);
  const port = await freePort();
  const { prefix } = writeConfig(siteDir, port, formReceiver);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/`);
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGQUIT');
          }),
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start: ${stderr}`);
}
