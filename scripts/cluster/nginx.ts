import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/core/project-root';
import { ensurePackage } from './postgres';

const TEMPLATE = join(PROJECT_ROOT, 'deploy', 'nginx', 'otc-cluster.conf');
const NGINX = '/usr/sbin/nginx';

export type Upstream = { port: number; down?: boolean };

export type Nginx = {
  /** Rewrites the upstream list and reloads: old workers finish their requests first. */
  reload(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
};

/** The committed configuration with this cluster's values in. */
function renderNginxConfig(input: {
  runDir: string;
  listen: string;
  upstreams: Upstream[];
}): string {
  const servers = input.upstreams
    .map(
      ({ port, down }) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`,
    )
    .join('\n');
  // Run by root, the workers would become `nobody`, who may not write the run folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{USER}}', user)
    .replaceAll('{{RUN_DIR}}', input.runDir)
    .replaceAll('{{LISTEN}}', input.listen)
    .replaceAll('{{UPSTREAM_SERVERS}}', servers);
}

/** Debian's nginx in the foreground, with its configuration, logs and temp files in `runDir`. */
export async function startNginx(input: {
  runDir: string;
  host: string;
  port: number;
  upstreams: Upstream[];
}): Promise<Nginx> {
  ensurePackage('nginx', () => existsSync(NGINX));
  mkdirSync(input.runDir, { recursive: true });
  const configFile = join(input.runDir, 'nginx.conf');
  const write = (upstreams: Upstream[]) =>
    writeFileSync(
      configFile,
      renderNginxConfig({
        runDir: input.runDir,
        listen: `${input.host}:${input.port}`,
        upstreams,
      }),
    );
  write(input.upstreams);
  const args = ['-p', input.runDir, '-c', configFile, '-e', join(input.runDir, 'error.log')];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForPort(input.host, input.port, 10_000);
  return {
    async reload(upstreams) {
      write(upstreams);
      const reloaded = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx reload failed: ${reloaded.stderr}`);
      // The reload is a signal: give the master a moment to start the new workers.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves once something accepts connections on the port; bounded. */
async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
