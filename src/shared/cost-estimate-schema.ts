import { z } from './zod';
import {
  cityLength,
  COST_ESTIMATE_MESSAGES,
  MAX_WEIGHT_KG,
  MIN_CITY_LENGTH,
  MIN_WEIGHT_KG,
} from './cost-estimate';
import { SECURITY_LEVELS } from './security-level';

/**
 * The calculator's rules as a zod schema, for code that already carries zod (a server endpoint).
 * Kept apart from cost-estimate.ts so the public bundle, which validates with
 * validateCostEstimate, does not pull zod in. Both say the same words; a test keeps them in step.
 */
const city = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => cityLength(value) >= MIN_CITY_LENGTH, { message })
    .transform((value) => value.trim());

export const costEstimateSchema = z.object({
  origin: city(COST_ESTIMATE_MESSAGES.origin),
  destination: city(COST_ESTIMATE_MESSAGES.destination),
  weight: z.coerce
    .number({ error: COST_ESTIMATE_MESSAGES.weightMin })
    .min(MIN_WEIGHT_KG, COST_ESTIMATE_MESSAGES.weightMin)
    .max(MAX_WEIGHT_KG, COST_ESTIMATE_MESSAGES.weightMax),
  security: z.enum(SECURITY_LEVELS, { error: COST_ESTIMATE_MESSAGES.security }),
});
