import { ensureWebBuild } from './web-build';

// Build first (a child process that ends), then this very process becomes the server.
ensureWebBuild();
await import('../src/server/main');
