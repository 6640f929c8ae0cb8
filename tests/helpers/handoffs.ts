import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Handoff } from '../../src/shared/custody-schema';
import type { HttpClient } from './http-client';

/** A signature as the crew app draws it: a small PNG of strokes. */
export async function drawnSignature(width = 480, height = 160): Promise<Uint8Array> {
  const strokes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 120 C 80 10, 160 150, 240 60 S 400 140, 470 40" stroke="black" stroke-width="4" fill="none"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(strokes)).png().toBuffer());
}

/** A PNG of noise that no compression brings under 200 kB. */
export async function oversizedPng(): Promise<Uint8Array> {
  const side = 400;
  const noise = Buffer.alloc(side * side * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  return new Uint8Array(
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
}

/** Central New York, where the test routes start. */
export const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
export const BOSTON = { latitude: 42.3601, longitude: -71.0589 };

/** A handoff the crew app would send now, with a fresh device id; `fields` override. */
export function handoffFields(fields: Partial<Handoff> & Record<string, unknown> = {}) {
  return {
    device_id: randomUUID(),
    kind: 'pickup',
    seal_numbers: ['OTC-SEAL-1001', 'OTC-SEAL-1002'],
    signer_name: 'Ada Sender',
    ...NEW_YORK,
    accuracy_m: 8,
    device_time: new Date().toISOString(),
    ...fields,
  };
}

/** The multipart form of a handoff: its JSON, the signature and any photos. */
export function handoffForm(
  fields: Record<string, unknown> | string,
  signature: Uint8Array | null,
  photos: Uint8Array[] = [],
): FormData {
  const form = new FormData();
  form.append('handoff', typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (signature) {
    form.append(
      'signature',
      new File([Buffer.from(signature)], 'signature.png', { type: 'image/png' }),
    );
  }
  for (const photo of photos) {
    form.append('photos', new File([Buffer.from(photo)], 'seal.jpg', { type: 'image/jpeg' }));
  }
  return form;
}

export function postHandoff(client: HttpClient, shipmentId: string, form: FormData) {
  return client.request(`/api/courier/shipments/${shipmentId}/handoffs`, {
    method: 'POST',
    body: form,
  });
}
