import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureServerBuild, ensureWebBuild } from '../build';
import { startInstance, type Instance } from './instances';
import { startNginx, type Nginx } from './nginx';
import { startLocalPostgres, type LocalPostgres } from './postgres';

/**
 * The production shape on one machine (decision 039): N app instances behind nginx, on
 * one PostgreSQL server (DATABASE_URL, or one of the cluster's own). Everything listens on
 * loopback; nginx is the only door.
 */
export type Cluster = {
  url: string;
  databaseUrl: string;
  instances: Instance[];
  nginx: Nginx;
  /** The cluster's own PostgreSQL server, when it started one. */
  postgres: LocalPostgres | null;
  /** Kills instance `index` with SIGKILL and starts it again. */
  crashAndRestart(index: number): Promise<void>;
  /** Restarts every instance in turn, each taken out of nginx first: no request fails. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** Where the cluster keeps its database, nginx files and instance logs. */
  dataDir: string;
  host?: string;
  port?: number;
  instanceCount?: number;
  /** The first instance's port; the others follow. */
  firstInstancePort?: number;
  /** A PostgreSQL server to use; without it, the cluster starts one of its own. */
  databaseUrl?: string;
  localPostgresPort?: number;
  /** The instances' environment (their settings); the cluster adds what it must decide. */
  env?: NodeJS.ProcessEnv;
};

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 3000;
  const count = options.instanceCount ?? 2;
  const firstPort = options.firstInstancePort ?? 3101;
  mkdirSync(dataDir, { recursive: true });

  ensureWebBuild();
  ensureServerBuild();

  const postgres = options.databaseUrl
    ? null
    : startLocalPostgres(join(dataDir, 'postgres'), options.localPostgresPort ?? 5442);
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  const ports = Array.from({ length: count }, (_, index) => firstPort + index);
  const appDataDir = join(dataDir, 'app');
  const instanceEnv = (index: number): NodeJS.ProcessEnv => ({
    ...options.env,
    DATABASE_URL: databaseUrl,
    // Shared by every instance: the generated secret and receipt key (when not set) live here.
    DATA_DIR: appDataDir,
    APP_URL: options.env?.APP_URL ?? `http://localhost:${port}`,
    TRUSTED_PROXIES: options.env?.TRUSTED_PROXIES ?? '127.0.0.1',
    // The demo company goes into the cluster's own empty database, by the first instance only.
    SEED_DEMO: index === 0 ? (options.env?.SEED_DEMO ?? (postgres ? 'true' : 'false')) : 'false',
  });
  const start = (index: number) =>
    startInstance({
      port: ports[index]!,
      env: instanceEnv(index),
      logFile: join(dataDir, `instance-${index + 1}.log`),
    });

  // The first alone: it runs the migrations, seeds, and writes the shared secrets.
  const instances: Instance[] = [await start(0)];
  for (let index = 1; index < count; index += 1) instances.push(await start(index));
  const upstreams = (down?: number) =>
    ports.map((instancePort, index) => ({ port: instancePort, down: index === down }));
  const nginx = await startNginx({
    runDir: join(dataDir, 'nginx'),
    host,
    port,
    upstreams: upstreams(),
  });

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    databaseUrl,
    instances,
    nginx,
    postgres,
    async crashAndRestart(index) {
      await instances[index]!.kill();
      instances[index] = await start(index);
    },
    async rollingRestart() {
      for (let index = 0; index < instances.length; index += 1) {
        await nginx.reload(upstreams(index));
        await instances[index]!.stop();
        instances[index] = await start(index);
        await nginx.reload(upstreams());
      }
    },
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      postgres?.stop();
    },
  };
}
