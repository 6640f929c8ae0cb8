import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { SERVER_ENTRY } from '../build';

/** One app instance: the compiled server in its own process, on a loopback port. */
export type Instance = {
  port: number;
  /** SIGTERM, then waits for the graceful exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
  /** SIGKILL: a crash, nothing finishes. */
  kill(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every instance still running: none may outlive the script that started it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

type InstanceInput = {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  readyTimeoutMs?: number;
};

/** How often a start that ended before it was ready is tried again, a second apart. */
const START_ATTEMPTS = 10;

class ExitedBeforeReady extends Error {}

/**
 * Starts an instance as a supervisor would: one that exits before it is ready (its database is
 * restarting, say) is started again, a bounded number of times.
 */
export async function startInstance(input: InstanceInput): Promise<Instance> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await spawnInstance(input);
    } catch (error) {
      if (!(error instanceof ExitedBeforeReady) || attempt >= START_ATTEMPTS) throw error;
      await sleep(1_000);
    }
  }
}

async function spawnInstance(input: InstanceInput): Promise<Instance> {
  const log = createWriteStream(input.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: { ...input.env, PORT: String(input.port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  await waitUntilReady(input.port, child, input.readyTimeoutMs ?? 60_000, input.logFile);
  return {
    port: input.port,
    async stop(timeoutMs = 20_000) {
      if (gone()) return child.exitCode;
      child.kill('SIGTERM');
      const code = await Promise.race([exit, sleep(timeoutMs).then(() => 'late' as const)]);
      if (code !== 'late') return code;
      child.kill('SIGKILL');
      return exit;
    },
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exit;
    },
  };
}

/** Until the instance's readiness answers 200 (its database too); bounded. */
async function waitUntilReady(
  port: number,
  child: ChildProcess,
  timeoutMs: number,
  logFile: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new ExitedBeforeReady(
        `instance on port ${port} exited with ${child.exitCode}; see ${logFile}`,
      );
    }
    const status = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `instance on port ${port} was not ready within ${timeoutMs} ms; see ${logFile}`,
      );
    }
    await sleep(200);
  }
}
