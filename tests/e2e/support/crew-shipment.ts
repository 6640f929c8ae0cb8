import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';
import { E2E_BASE_URL } from './environment';

const headers = { origin: E2E_BASE_URL };

export type CrewShipment = { id: string; tracking_number: string };

/**
 * A new shipment of the client `clientSearch` finds, given by `staff` (signed in with the
 * Operations or Administrator role) to a new crew of the courier signed in on `courier`, with a
 * vehicle in service when asked: the start of every crew journey, made through the API.
 */
export async function shipmentForNewCrew(
  staff: Page,
  courier: Page,
  {
    clientSearch,
    shipment,
    withVehicle = false,
  }: {
    clientSearch: string;
    shipment: { origin: string; destination: string } & Record<string, unknown>;
    withVehicle?: boolean;
  },
): Promise<CrewShipment> {
  const { options } = (await (
    await staff.request.get(`/api/admin/clients/options?search=${encodeURIComponent(clientSearch)}`)
  ).json()) as { options: { id: string }[] };
  const created = await staff.request.post('/api/admin/shipments', {
    data: { client_id: options[0]!.id, ...shipment },
    headers,
  });
  expect(created.status()).toBe(201);
  const made = (await created.json()) as CrewShipment;
  const session = (await (await courier.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const crew = await staff.request.post('/api/admin/crews', {
    data: { name: `Crew ${randomUUID().slice(0, 8)}`, courier_ids: [session.user.id] },
    headers,
  });
  expect(crew.status()).toBe(201);
  let vehicleId: string | null = null;
  if (withVehicle) {
    const { vehicles } = (await (await staff.request.get('/api/admin/vehicles')).json()) as {
      vehicles: { id: string; in_service: boolean }[];
    };
    vehicleId = vehicles.find((vehicle) => vehicle.in_service)!.id;
  }
  const assigned = await staff.request.put(`/api/admin/shipments/${made.id}/crew`, {
    data: { crew_id: ((await crew.json()) as { id: string }).id, vehicle_id: vehicleId },
    headers,
  });
  expect(assigned.status()).toBe(200);
  return made;
}

/** The courier's pickup of the shipment through the API, with one seal and a blank signature. */
export async function recordPickupThroughApi(
  courier: Page,
  shipmentId: string,
  at: { seal: string; latitude: number; longitude: number },
) {
  const signature = await sharp({
    create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const pickup = await courier.request.post(`/api/courier/shipments/${shipmentId}/handoffs`, {
    multipart: {
      handoff: JSON.stringify({
        device_id: randomUUID(),
        kind: 'pickup',
        seal_numbers: [at.seal],
        signer_name: 'Ada Sender',
        latitude: at.latitude,
        longitude: at.longitude,
        accuracy_m: 9,
        device_time: new Date().toISOString(),
      }),
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
    },
    headers,
  });
  expect(pickup.status()).toBe(201);
}
