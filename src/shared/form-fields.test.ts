import { describe, expect, it } from 'vitest';
import { shipmentFormSchema } from './shipment-schema';

const CLIENT = '3f1c4d5e-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

describe('shipment form fields', () => {
  it('leaves out what the admin left blank', () => {
    const parsed = shipmentFormSchema.parse({
      client_id: CLIENT,
      origin: 'Paris',
      destination: 'Rome',
    });
    expect(parsed).toMatchObject({
      status: 'pending',
      security_level: 'standard',
      value: null,
      weight_kg: null,
      date_of_shipment: null,
      current_location: null,
    });
  });

  it('reads amounts typed as text and dates from a date input', () => {
    const parsed = shipmentFormSchema.parse({
      client_id: CLIENT,
      origin: 'Paris',
      destination: 'Rome',
      value: '1200.555',
      weight_kg: 3,
      estimated_delivery: '2026-12-01',
    });
    expect(parsed.value).toBe(1200.56);
    expect(parsed.weight_kg).toBe(3);
    expect(parsed.estimated_delivery).toBe('2026-12-01T12:00:00.000Z');
  });

  it('says which field is wrong with the spec messages', () => {
    const result = shipmentFormSchema.safeParse({
      client_id: '',
      origin: 'P',
      destination: '',
      value: '-5',
      estimated_delivery: 'soon',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      client_id: 'Client is required.',
      origin: 'Origin is required',
      destination: 'Destination is required',
      value: 'Value must be a positive number.',
      estimated_delivery: 'Enter a valid date.',
    });
  });
});
