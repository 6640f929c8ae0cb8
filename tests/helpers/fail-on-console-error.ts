import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a defect the test did not see (a rule taken from epic-stack).
let spy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called: ${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
