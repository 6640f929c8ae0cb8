import { REQUEST_KINDS } from '../requests';
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

/** One week of the Requests per week chart: its Monday and the requests asked in it, by type. */
const requestsWeekSchema = z.object({
  week: z.iso.date(),
  total: z.number().int(),
  by_kind: z.array(z.object({ kind: z.enum(REQUEST_KINDS), count: z.number().int() })),
});

export type RequestsWeek = z.infer<typeof requestsWeekSchema>;

export const analyticsSchema = z
  .object({
    shipments_per_week: z
      .array(shipmentsWeekSchema)
      .meta({ description: 'Every one of the last 12 weeks, oldest first, empty weeks included.' }),
    vault_value_by_category: z.array(
      z.object({ category: z.enum(VAULT_CATEGORIES), value: z.number(), items: z.number().int() }),
    ),
    clients_over_time: z.array(z.object({ month: z.string(), total: z.number().int() })),
    requests_per_week: z
      .array(requestsWeekSchema)
      .meta({ description: 'Every one of the last 12 weeks, oldest first, empty weeks included.' }),
    median_hours_to_approval: z.number().nullable().meta({
      description:
        "The median time from a request's submission to OTC's approval, in hours, over the requests approved in the last 12 weeks; null when none was.",
    }),
  })
  .meta({ id: 'Analytics' });

export type AnalyticsData = z.infer<typeof analyticsSchema>;
