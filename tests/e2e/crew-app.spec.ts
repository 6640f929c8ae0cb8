import { chromium, devices, type Page } from '@playwright/test';
import type { RecordedHandoff } from '../../src/shared/custody-schema';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { E2E_BASE_URL } from './support/environment';
import { shipmentForNewCrew } from './support/crew-shipment';
import { qrCodeVideo } from './support/fake-camera';
import { signInNewStaff } from './support/staff-account';
import { expectToast } from './support/toast';

const GENEVA = { latitude: 46.2044, longitude: 6.1432, accuracy: 12 };
const SEAL = 'GVA-7781';

/** Signs on the pad with a stroke of the mouse, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const step of [0.2, 0.4, 0.6, 0.8]) {
    await page.mouse.move(box.x + box.width * step, box.y + box.height * (step % 0.4 ? 0.3 : 0.7));
  }
  await page.mouse.up();
}

test('a courier records a pickup with a scanned seal, then a delivery without network that arrives once, and a changed seal holds the shipment', async ({
  page,
}) => {
  test.slow();
  // A phone whose camera films a seal's QR code, and whose position is Geneva.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrCodeVideo(SEAL)}`,
    ],
  });
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: E2E_BASE_URL,
    geolocation: GENEVA,
    permissions: ['geolocation', 'camera'],
  });
  const courier = await phone.newPage();
  await signInNewStaff(courier, 'courier');

  // Operations make the courier a crew and give it a shipment from Geneva to Basel.
  await signInNewStaff(page, 'operations');
  const shipment = await shipmentForNewCrew(page, courier, {
    clientSearch: 'amelia',
    shipment: {
      origin: 'Geneva',
      destination: 'Basel',
      status: 'pending',
      value: 120_000,
      item_description: 'A sealed case of watches',
    },
  });
  const handoffs = async () =>
    (
      (await (await page.request.get(`/api/admin/shipments/${shipment.id}/handoffs`)).json()) as {
        handoffs: RecordedHandoff[];
      }
    ).handoffs;

  // The crew app lists it; the pickup's seal is read from the camera, another is typed.
  await courier.goto('/admin/assigned');
  await courier.getByRole('link', { name: 'Open the crew app' }).click();
  await expect(courier).toHaveURL(/\/crew$/);
  await expect(courier.getByRole('heading', { name: 'My shipments' })).toBeVisible();
  const card = courier
    .getByRole('list', { name: 'Shipments' })
    .getByRole('listitem')
    .filter({ hasText: shipment.tracking_number });
  await expect(card).toContainText('Geneva → Basel');
  await expect(card).toContainText('Not picked up yet');
  await expectAccessible(courier);
  await card.getByRole('link', { name: `Record a handoff of ${shipment.tracking_number}` }).click();
  await expect(courier.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await courier.getByRole('button', { name: 'Scan a seal' }).click();
  const seals = courier.getByRole('list', { name: 'Seals recorded' });
  await expect(seals.getByRole('listitem')).toHaveText([SEAL], { timeout: 20_000 });
  await courier.getByLabel('Seal number').fill('gva 7782');
  await courier.getByRole('button', { name: 'Add seal' }).click();
  await expect(seals.getByRole('listitem')).toHaveText([SEAL, 'GVA7782']);
  await courier.getByLabel('Name of the person signing').fill('Ada Sender');
  await courier.getByRole('button', { name: 'Record pickup' }).click();
  await expect(
    courier.getByText('Add the signature drawn on the screen as a PNG image.'),
  ).toBeVisible();
  await sign(courier);
  await expectAccessible(courier);
  await courier.getByRole('button', { name: 'Record pickup' }).click();
  await expectToast(courier, 'Pickup recorded', `Shipment ${shipment.tracking_number}.`);
  await expect(card).toContainText('Last handoff: Pickup');
  await expect.poll(async () => (await handoffs()).length).toBe(1);
  const [pickup] = await handoffs();
  expect(pickup).toMatchObject({
    kind: 'pickup',
    seal_numbers: [SEAL, 'GVA7782'],
    signer_name: 'Ada Sender',
    latitude: GENEVA.latitude,
    longitude: GENEVA.longitude,
    accuracy_m: GENEVA.accuracy,
  });
  // Carried, the shipment's position is reported.
  await expect(courier.getByText(/Position reported at .*, within 12 m/)).toBeVisible();

  // Without network the app starts again from the phone, and the delivery waits on it.
  await phone.setOffline(true);
  await courier.reload();
  await expect(courier.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(card).toContainText('Last handoff: Pickup');
  await card.getByRole('link', { name: `Record a handoff of ${shipment.tracking_number}` }).click();
  await courier.getByRole('radio', { name: 'Delivery' }).check();
  await expect(courier.getByText(`Seals at pickup: ${SEAL}, GVA7782`)).toBeVisible();
  await courier.getByLabel('Seal number').fill(SEAL);
  await courier.getByRole('button', { name: 'Add seal' }).click();
  await expect(courier.getByRole('alert').filter({ hasText: 'These seals differ' })).toBeVisible();
  await courier.getByLabel('Name of the person signing').fill('Bruno Receiver');
  await sign(courier);
  await courier.getByRole('button', { name: 'Record delivery' }).click();
  await expectToast(
    courier,
    'Delivery saved on this phone',
    'It is sent as soon as the phone has network again.',
  );
  const waiting = courier.getByRole('list', { name: 'Handoffs waiting' });
  await expect(waiting).toContainText(`Delivery of ${shipment.tracking_number}`);
  await expect(waiting).toContainText('Waiting for network');
  await expect(card).toContainText('Last handoff: Delivery (on this phone, not sent yet)');
  expect(await handoffs()).toHaveLength(1);

  // A second tab of the app is open when the network returns: the delivery arrives once.
  const secondTab = await phone.newPage();
  await secondTab.goto('/crew');
  await phone.setOffline(false);
  // Whichever tab sends it says so; both show the chain as the server has it.
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(card).toContainText('Last handoff: Delivery');
  await expect(card).not.toContainText('not sent yet');
  await expect(secondTab.getByRole('list', { name: 'Handoffs waiting' })).toHaveCount(0);
  const chain = await handoffs();
  expect(chain.map((handoff) => handoff.kind).sort()).toEqual(['delivery', 'pickup']);
  const delivery = chain.find((handoff) => handoff.kind === 'delivery')!;
  expect(delivery.seals_broken).toBe(true);
  expect(delivery.issue_id).not.toBeNull();
  expect(new Date(delivery.received_at).getTime()).toBeGreaterThan(
    new Date(delivery.device_time).getTime(),
  );

  // The changed seal held the shipment and opened its issue.
  await page.goto(`/admin/shipments/${shipment.id}`);
  await expect(page.getByText('On Hold').first()).toBeVisible();
  await page.goto(`/admin/issues/${delivery.issue_id}`);
  await expect(page.getByText('Broken seal').first()).toBeVisible();
  await browser.close();
});
