import { test as base, expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

const EXPECTED_CONSOLE_ERROR = 'expected console error';

/**
 * The `test` every journey imports: a page that logs a console error or throws an uncaught
 * exception fails its test, in every browser context the test opens, not only its `page`.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ browser }, use, testInfo) => {
      const consoleErrors: string[] = [];
      const uncaught: string[] = [];
      const watch = (context: BrowserContext) => {
        context.on('console', (message) => {
          if (message.type() === 'error') {
            consoleErrors.push(`${message.text()} ${message.location().url}`.trim());
          }
        });
        context.on('weberror', (webError) => {
          const error = webError.error();
          uncaught.push(error.stack ?? error.message);
        });
      };
      // Contexts opened from here on: the test's own `context` and any it opens itself.
      browser.on('context', watch);
      await use();
      browser.off('context', watch);
      const expected = testInfo.annotations
        .filter((annotation) => annotation.type === EXPECTED_CONSOLE_ERROR)
        .map((annotation) => new RegExp(annotation.description ?? ''));
      const problems = [
        ...consoleErrors
          .filter((text) => !expected.some((pattern) => pattern.test(text)))
          .map((text) => `console: ${text}`),
        ...uncaught.map((stack) => `uncaught: ${stack}`),
      ];
      expect(problems, 'no console errors or uncaught exceptions in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Lets the running test's pages log console errors matching `pattern` (the message, then the
 * address it names): for a refusal the test provokes on purpose, which the browser reports as a
 * failed request. Recorded as the test's annotation, so the report shows it.
 */
export function expectConsoleError(pattern: RegExp) {
  test.info().annotations.push({ type: EXPECTED_CONSOLE_ERROR, description: pattern.source });
}

export { expect };
