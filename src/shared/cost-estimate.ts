import { onFirstUse } from './on-first-use';
import { SECURITY_LEVELS, type SecurityLevel } from './security-level';

/** The calculator's limits: city names of at least 2 characters, 0.1 to 1000 kg. */
export const MIN_CITY_LENGTH = 2;
export const MIN_WEIGHT_KG = 0.1;
export const MAX_WEIGHT_KG = 1000;
export const WEIGHT_STEP_KG = 0.1;
/** The spec's simulated calculation time. */
export const ESTIMATE_DELAY_MS = 1000;

const SECURITY_FACTORS: Record<SecurityLevel, number> = {
  standard: 1,
  high: 1.5,
  maximum: 2.5,
};

export const COST_ESTIMATE_MESSAGES = {
  origin: 'Please enter a valid origin city',
  destination: 'Please enter a valid destination city',
  weightMin: 'Weight must be at least 0.1 kg',
  weightMax: 'Weight cannot exceed 1000 kg',
  security: 'Please choose a security level',
} as const;

export type CostEstimateInput = {
  origin: string;
  destination: string;
  weightKg: number;
  security: SecurityLevel;
};

/**
 * A city name's character count: the text is trimmed (surrounding spaces are not part of a name)
 * and counted in Unicode code points of its NFC form, so 'Zürich' is 6 however it was typed.
 */
export function cityLength(city: string): number {
  return Array.from(city.trim().normalize('NFC')).length;
}

/**
 * (50 + 2.5 × weight + 2 × (origin length + destination length)) × security factor, in US dollars,
 * unrounded; use formatEstimate to show it.
 */
export function estimateCost({ origin, destination, weightKg, security }: CostEstimateInput) {
  const base = 50 + 2.5 * weightKg + 2 * (cityLength(origin) + cityLength(destination));
  return base * SECURITY_FACTORS[security];
}

/** Rounds half up to whole cents; toPrecision drops binary noise (1.005 × 100 = 100.4999…). */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

const USD = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** '$263.13': the amount rounded half up to cents, in US dollars with two decimals. */
export function formatEstimate(amount: number): string {
  return USD().format(roundToCents(amount));
}

export type CostEstimateFields = {
  origin: string;
  destination: string;
  /** As typed: coerced to a number here, like the spec's form. */
  weight: string | number;
  security: string;
};

export type CostEstimateErrors = Partial<Record<keyof CostEstimateFields, string>>;

export type CostEstimateValidation =
  { ok: true; input: CostEstimateInput } | { ok: false; errors: CostEstimateErrors };

function isSecurityLevel(value: string): value is SecurityLevel {
  return (SECURITY_LEVELS as readonly string[]).includes(value);
}

/** The spec's four field rules with its messages; blank or unreadable weight counts as too low. */
export function validateCostEstimate(fields: CostEstimateFields): CostEstimateValidation {
  const errors: CostEstimateErrors = {};
  if (cityLength(fields.origin) < MIN_CITY_LENGTH) errors.origin = COST_ESTIMATE_MESSAGES.origin;
  if (cityLength(fields.destination) < MIN_CITY_LENGTH) {
    errors.destination = COST_ESTIMATE_MESSAGES.destination;
  }
  const rawWeight = typeof fields.weight === 'string' ? fields.weight.trim() : fields.weight;
  const weightKg = rawWeight === '' ? Number.NaN : Number(rawWeight);
  if (!(weightKg >= MIN_WEIGHT_KG)) errors.weight = COST_ESTIMATE_MESSAGES.weightMin;
  else if (weightKg > MAX_WEIGHT_KG) errors.weight = COST_ESTIMATE_MESSAGES.weightMax;
  if (!isSecurityLevel(fields.security)) errors.security = COST_ESTIMATE_MESSAGES.security;

  if (Object.keys(errors).length > 0 || !isSecurityLevel(fields.security)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      origin: fields.origin.trim(),
      destination: fields.destination.trim(),
      weightKg,
      security: fields.security,
    },
  };
}
