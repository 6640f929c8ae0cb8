import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../../helpers/smtp-sink';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT } from './environment';

// The real product as `npm start` runs it (built SPA, embedded database with demo data), with mail
// going to a real SMTP sink whose inbox the tests read over HTTP.
const smtp = await startSmtpSink();
createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(smtp.mails));
}).listen(E2E_PORT + 1, '127.0.0.1');

Object.assign(process.env, {
  PORT: String(E2E_PORT),
  APP_URL: E2E_BASE_URL,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'otc-e2e-')),
  SMTP_URL: smtp.url,
  ADMIN_EMAIL: E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});

await import('../../../src/server/main');
