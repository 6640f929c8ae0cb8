import { SHIPMENT_STATUSES } from '../shipment-status';
import { VAULT_CATEGORIES } from '../vault-category';
import { z } from '../zod';

/** One week of the Shipments per week chart: its Monday ('2026-11-16') and its new shipments. */
const shipmentsWeekSchema = z.object({
  week: z.iso.date(),
  total: z.number().int(),
  by_status: z
    .array(z.object({ status: z.enum(SHIPMENT_STATUSES), count: z.number().int() }))
    .meta({ description: "Only the statuses the week has, in the vocabulary's order." }),
});

export type ShipmentsWeek = z.infer<typeof shipmentsWeekSchema>;

export const analyticsSchema = z
  .object({
    shipments_per_week: z
      .array(shipmentsWeekSchema)
      .meta({ description: 'Every one of the last 12 weeks, oldest first, empty weeks included.' }),
    vault_value_by_category: z.array(
      z.object({ category: z.enum(VAULT_CATEGORIES), value: z.number(), items: z.number().int() }),
    ),
    clients_over_time: z.array(z.object({ month: z.string(), total: z.number().int() })),
  })
  .meta({ id: 'Analytics' });

export type AnalyticsData = z.infer<typeof analyticsSchema>;
