import { describe, expect, it } from 'vitest';
import { formatCount, pluralize } from './pluralize';

describe('pluralize', () => {
  it('uses the singular for exactly one, the plural for everything else', () => {
    expect(pluralize(1, 'item')).toBe('1 item');
    expect(pluralize(0, 'item')).toBe('0 items');
    expect(pluralize(2, 'shipment')).toBe('2 shipments');
  });

  it('groups the thousands of a large count', () => {
    expect(pluralize(1200, 'item')).toBe('1,200 items');
  });

  it('takes the plural of an irregular noun', () => {
    expect(pluralize(3, 'entry', 'entries')).toBe('3 entries');
    expect(pluralize(1, 'entry', 'entries')).toBe('1 entry');
  });
});

describe('formatCount', () => {
  it('writes every count as Intl does for US English, with or without a separator', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const amount of [
      -1001, -1000, -999, -1, 0, 1, 59, 999, 1000, 1001, 12345, 1.5, 999.5, -0.25,
    ]) {
      expect(formatCount(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
