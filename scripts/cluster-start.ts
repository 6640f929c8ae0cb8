import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster';

/**
 * `npm run cluster`: the product as a cluster on this machine (README "Running as a cluster").
 * SIGHUP restarts the instances one by one; Ctrl-C (SIGINT) or SIGTERM stops everything.
 */
const { values } = parseArgs({
  options: { instances: { type: 'string', short: 'n' } },
  allowPositionals: false,
});
const instanceCount = Number(values.instances ?? process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const { DATABASE_URL, PORT: _nginxPort, HOST, ...env } = process.env;

// Until the cluster is up, a signal stops this script, and its exit stops what it started.
const stopEarly = () => process.exit(1);
process.once('SIGINT', stopEarly);
process.once('SIGTERM', stopEarly);

try {
  const cluster = await startCluster({
    dataDir: process.env.CLUSTER_DATA_DIR ?? './data/cluster',
    host: HOST,
    port,
    instanceCount,
    databaseUrl: DATABASE_URL,
    env,
  });
  console.log(
    [
      `Orion Transit & Custody cluster: ${cluster.url}`,
      `  ${cluster.instances.length} instances on ports ${cluster.instances.map((i) => i.port).join(', ')} behind nginx`,
      `  database: ${cluster.postgres ? `its own PostgreSQL (${cluster.databaseUrl})` : 'DATABASE_URL'}`,
      `  rolling restart: kill -HUP ${process.pid}; stop: Ctrl-C`,
    ].join('\n'),
  );
  let busy = false;
  process.on('SIGHUP', () => {
    if (busy) return;
    busy = true;
    console.log('Rolling restart…');
    void cluster
      .rollingRestart()
      .then(() => console.log('Rolling restart done.'))
      .catch((error: unknown) => console.error(`Rolling restart failed: ${String(error)}`))
      .finally(() => (busy = false));
  });
  const stop = () => {
    console.log('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.off('SIGINT', stopEarly);
  process.off('SIGTERM', stopEarly);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `The cluster did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
