import { describe, expect, it } from 'vitest';
import {
  COST_ESTIMATE_MESSAGES,
  cityLength,
  estimateCost,
  formatEstimate,
  roundToCents,
  validateCostEstimate,
  type CostEstimateFields,
} from './cost-estimate';
import { costEstimateSchema } from './cost-estimate-schema';

describe('estimateCost', () => {
  it('prices Zürich to Geneva, 12.5 kg at maximum security as $263.13', () => {
    // (50 + 2.5 × 12.5 + 2 × (6 + 6)) × 2.5 = 105.25 × 2.5 = 263.125
    const amount = estimateCost({
      origin: 'Zürich',
      destination: 'Geneva',
      weightKg: 12.5,
      security: 'maximum',
    });
    expect(amount).toBe(263.125);
    expect(formatEstimate(amount)).toBe('$263.13');
  });

  it('applies the factor of each security level', () => {
    // 50 + 2.5 × 10 + 2 × (5 + 6) = 97 for Paris → London, 10 kg
    const route = { origin: 'Paris', destination: 'London', weightKg: 10 };
    expect(estimateCost({ ...route, security: 'standard' })).toBe(97);
    expect(estimateCost({ ...route, security: 'high' })).toBe(145.5);
    expect(estimateCost({ ...route, security: 'maximum' })).toBe(242.5);
  });

  it('prices the lightest and heaviest allowed weights', () => {
    // 50 + 0.25 + 2 × (2 + 2) = 58.25
    const lightest = { origin: 'Oz', destination: 'Ur', weightKg: 0.1 };
    expect(formatEstimate(estimateCost({ ...lightest, security: 'standard' }))).toBe('$58.25');
    // (50 + 2500 + 2 × (8 + 5)) × 2.5 = 6440
    const heaviest = { origin: 'New York', destination: 'Miami', weightKg: 1000 };
    expect(formatEstimate(estimateCost({ ...heaviest, security: 'maximum' }))).toBe('$6,440.00');
  });

  it('counts trimmed city names in characters, not bytes or combining marks', () => {
    expect(cityLength('  Geneva  ')).toBe(6);
    expect(cityLength('Zu\u0308rich')).toBe(6);
    expect(cityLength('São Paulo')).toBe(9);
    expect(
      estimateCost({
        origin: ' Paris ',
        destination: 'London\n',
        weightKg: 10,
        security: 'standard',
      }),
    ).toBe(97);
  });
});

describe('formatEstimate', () => {
  it('rounds half up to whole cents despite binary fractions', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(1.004)).toBe(1);
    expect(roundToCents(145.125)).toBe(145.13);
    expect(formatEstimate(0.125 + 100)).toBe('$100.13');
    expect(formatEstimate(97)).toBe('$97.00');
    expect(formatEstimate(1234.5)).toBe('$1,234.50');
  });
});

const VALID: CostEstimateFields = {
  origin: 'Zürich',
  destination: 'Geneva',
  weight: '12.5',
  security: 'maximum',
};

describe('validateCostEstimate', () => {
  it('accepts valid fields and returns trimmed, typed input', () => {
    expect(validateCostEstimate({ ...VALID, origin: ' Zürich ' })).toEqual({
      ok: true,
      input: { origin: 'Zürich', destination: 'Geneva', weightKg: 12.5, security: 'maximum' },
    });
  });

  it.each([
    [{ origin: '' }, { origin: COST_ESTIMATE_MESSAGES.origin }],
    [{ origin: ' A ' }, { origin: COST_ESTIMATE_MESSAGES.origin }],
    [{ destination: 'B' }, { destination: COST_ESTIMATE_MESSAGES.destination }],
    [{ weight: '' }, { weight: COST_ESTIMATE_MESSAGES.weightMin }],
    [{ weight: '0' }, { weight: COST_ESTIMATE_MESSAGES.weightMin }],
    [{ weight: '0.09' }, { weight: COST_ESTIMATE_MESSAGES.weightMin }],
    [{ weight: 'heavy' }, { weight: COST_ESTIMATE_MESSAGES.weightMin }],
    [{ weight: '1000.01' }, { weight: COST_ESTIMATE_MESSAGES.weightMax }],
    [{ weight: '1001' }, { weight: COST_ESTIMATE_MESSAGES.weightMax }],
    [{ security: 'extreme' }, { security: COST_ESTIMATE_MESSAGES.security }],
  ])('rejects %o with %o', (change, errors) => {
    expect(validateCostEstimate({ ...VALID, ...change })).toEqual({ ok: false, errors });
  });

  it('accepts the bounds 0.1 kg and 1000 kg', () => {
    expect(validateCostEstimate({ ...VALID, weight: '0.1' }).ok).toBe(true);
    expect(validateCostEstimate({ ...VALID, weight: 1000 }).ok).toBe(true);
  });

  it('reports every invalid field at once', () => {
    expect(validateCostEstimate({ origin: '', destination: '', weight: '', security: '' })).toEqual(
      {
        ok: false,
        errors: {
          origin: COST_ESTIMATE_MESSAGES.origin,
          destination: COST_ESTIMATE_MESSAGES.destination,
          weight: COST_ESTIMATE_MESSAGES.weightMin,
          security: COST_ESTIMATE_MESSAGES.security,
        },
      },
    );
  });
});

describe('costEstimateSchema', () => {
  const cases: CostEstimateFields[] = [
    VALID,
    { ...VALID, origin: ' A ' },
    { ...VALID, destination: '' },
    { ...VALID, weight: '0' },
    { ...VALID, weight: '1001' },
    { ...VALID, weight: '0.1' },
    { ...VALID, security: 'extreme' },
  ];

  it.each(cases)('agrees with validateCostEstimate on %o', (fields) => {
    const byHand = validateCostEstimate(fields);
    const parsed = costEstimateSchema.safeParse(fields);
    expect(parsed.success).toBe(byHand.ok);
    if (byHand.ok && parsed.success) {
      const { weightKg, ...cities } = byHand.input;
      expect(parsed.data).toEqual({ ...cities, weight: weightKg });
    }
    if (!byHand.ok && !parsed.success) {
      const messages = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
      );
      expect(messages).toEqual(byHand.errors);
    }
  });
});
