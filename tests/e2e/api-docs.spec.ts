import { expect, test } from './support/test';
import { E2E_BASE_URL } from './support/environment';

test('a developer reads the API reference, served from our own origin under our CSP', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_BASE_URL) && !url.startsWith('data:')) foreign.push(url);
  });

  await page.goto('/api/docs');
  // The reference's bundle is 0.46 MB gzipped: its first draw may take longer than a page's.
  await expect(page.getByText('Orion Transit & Custody API').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Whether the service is up and reaches its database').first(),
  ).toBeVisible();

  // Every endpoint of the document and every schema it names are drawn, as a reader scrolls.
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { summary: string }>>;
    components: { schemas: Record<string, unknown> };
  };
  const summaries = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).map((operation) => operation.summary),
  );
  expect(summaries.length).toBeGreaterThan(40);
  // Past 150 rows Swagger UI draws only the operations near the viewport, and past 100 schemas
  // only those near the top of their box, so what has been seen is gathered while scrolling, by
  // less than a viewport (or a box) at a time so that no row is scrolled past unseen.
  let unseen = [...summaries, ...Object.keys(document.components.schemas)];
  await expect
    .poll(
      async () => {
        const drawn = (await page.locator('body').textContent()) ?? '';
        unseen = unseen.filter((text) => !drawn.includes(text));
        await page.mouse.wheel(0, 400);
        // Past 100 schemas they are drawn in a box of their own, which scrolls apart from the page.
        await page
          .locator('.models-scroll')
          .evaluateAll((boxes) => boxes.forEach((box) => box.scrollBy(0, 200)));
        return unseen;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toEqual([]);

  expect(foreign).toEqual([]);
  // What our CSP refused would be a console error, which fails the test (support/test.ts).
});
