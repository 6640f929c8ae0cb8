import autocannon from 'autocannon';

/**
 * `npm run bench [URL]`: load on a running server (default http://localhost:3000), 10 connections
 * for 10 s per endpoint, loopback only. Prints requests/second and latency percentiles.
 */
const base = process.argv[2] ?? 'http://localhost:3000';
const ENDPOINTS = ['/api/health', '/api/settings/public', '/'];

console.log('| endpoint | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const path of ENDPOINTS) {
  const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: 10 });
  const { latency, requests, non2xx } = result;
  console.log(
    `| ${path} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p97_5} | ${latency.p99} | ${non2xx} |`,
  );
}
