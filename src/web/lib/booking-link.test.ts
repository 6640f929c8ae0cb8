import { describe, expect, it } from 'vitest';
import { BOOKING_FORM_PATH, bookingFormLink, bookingStartOf } from './booking-link';

const searchOf = (link: string) => new URL(link, 'https://otc.example').searchParams;

describe('bookingFormLink and bookingStartOf', () => {
  it('hand an estimate to the booking form and back, whatever its cities are written with', () => {
    const link = bookingFormLink({
      origin: 'Zürich & Co',
      destination: 'São Paulo',
      weightKg: 12.5,
      security: 'maximum',
    });
    expect(link.startsWith(`${BOOKING_FORM_PATH}?`)).toBe(true);
    expect(bookingStartOf(searchOf(link))).toEqual({
      pickup_city: 'Zürich & Co',
      delivery_city: 'São Paulo',
      weight_kg: '12.5',
      security_level: 'maximum',
    });
  });

  it('starts empty, at the default level, without an estimate or with an unknown level', () => {
    expect(bookingStartOf(new URLSearchParams('security=extreme'))).toEqual({
      pickup_city: '',
      delivery_city: '',
      weight_kg: '',
      security_level: 'standard',
    });
  });
});
