import { newAccountEmail } from './form-fields';
import { SHIPMENT_STATUSES } from './shipment-status';
import { vaultItemSummarySchema } from './portal';
import { isoDateTime, z } from './zod';

/** How long an owner may grant access for at most, in days (decision 065). */
export const DELEGATION_MAX_DAYS = 365;
/** How many items and shipments one grant may share, each. */
const DELEGATION_MAX_ROWS = 100;

export const DELEGATION_MESSAGES = {
  nothingChosen: 'Choose at least one item or shipment to share.',
  endDate: 'Choose an end date after today.',
  endTooFar: `Access can be granted for at most ${DELEGATION_MAX_DAYS} days.`,
  notYourItems: 'Choose items your organisation holds.',
  notYourShipments: 'Choose shipments of your organisation.',
  memberAddress: 'This person is a member of your organisation and already sees everything.',
  staffAddress: 'This address belongs to an Orion staff account.',
  notShared: 'This item is not shared with you.',
  grantNotFound: 'This shared access does not exist.',
  grantClosed: 'This shared access has already ended or been withdrawn.',
} as const;

const idList = (message: string) =>
  z
    .array(z.uuid(message), { error: message })
    .max(DELEGATION_MAX_ROWS, `At most ${DELEGATION_MAX_ROWS} at a time.`)
    .default([]);

/** Grant Access: what is shared, with whom, until when (the access ends as that day ends, UTC). */
export const delegationGrantSchema = z
  .object({
    email: newAccountEmail(),
    ends_on: z.iso.date(DELEGATION_MESSAGES.endDate),
    vault_item_ids: idList(DELEGATION_MESSAGES.notYourItems),
    shipment_ids: idList(DELEGATION_MESSAGES.notYourShipments),
    show_values: z.boolean({ error: 'Say whether values are shown.' }).default(false),
  })
  .refine((grant) => grant.vault_item_ids.length + grant.shipment_ids.length > 0, {
    message: DELEGATION_MESSAGES.nothingChosen,
    path: ['vault_item_ids'],
  })
  .meta({ id: 'DelegationGrant' });
export type DelegationGrantInput = z.input<typeof delegationGrantSchema>;
export type DelegationGrant = z.output<typeof delegationGrantSchema>;

/** "2 vault items and 1 shipment": what a grant shares, as the e-mail and the link's page say it. */
export function describeShared({ items, shipments }: { items: number; shipments: number }): string {
  const parts = [
    items > 0 && `${items} vault item${items === 1 ? '' : 's'}`,
    shipments > 0 && `${shipments} shipment${shipments === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.join(' and ');
}

const DELEGATION_STATUSES = ['pending', 'active', 'ended', 'revoked'] as const;
export type DelegationStatus = (typeof DELEGATION_STATUSES)[number];

export const DELEGATION_STATUS_LABELS: Record<DelegationStatus, string> = {
  pending: 'Not yet accepted',
  active: 'Active',
  ended: 'Ended',
  revoked: 'Withdrawn',
};

/** One grant as the organisation's Team page lists it. */
export const delegationRowSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    delegate_name: z.string().nullable().meta({ description: 'Null until accepted.' }),
    status: z.enum(DELEGATION_STATUSES),
    ends_at: isoDateTime,
    show_values: z.boolean(),
    granted_by: z.string().nullable(),
    items: z.array(z.object({ id: z.uuid(), name: z.string() })),
    shipments: z.array(z.object({ id: z.uuid(), tracking_number: z.string() })),
    created_at: isoDateTime,
  })
  .meta({ id: 'DelegationRow' });
export type DelegationRow = z.infer<typeof delegationRowSchema>;

export const delegationListSchema = z
  .object({ delegations: z.array(delegationRowSchema).meta({ description: 'Newest first.' }) })
  .meta({ id: 'DelegationList' });

/** An item shared with a delegate: no location ever, its value only when the grant shows values. */
export const sharedItemSchema = vaultItemSummarySchema
  .extend({ value: z.number().nullable() })
  .meta({ id: 'SharedVaultItem' });
export type SharedItem = z.infer<typeof sharedItemSchema>;

const sharedShipmentSchema = z
  .object({
    id: z.uuid(),
    tracking_number: z.string(),
    origin: z.string(),
    destination: z.string(),
    status: z.enum(SHIPMENT_STATUSES),
    estimated_delivery: isoDateTime.nullable(),
  })
  .meta({ id: 'SharedShipment' });

/** GET /api/shared: what others share with the signed-in account, while it lasts. */
export const sharedWithMeSchema = z
  .object({
    grants: z.array(
      z.object({
        id: z.uuid(),
        organisation_name: z.string(),
        ends_at: isoDateTime,
        show_values: z.boolean(),
        items: z.array(sharedItemSchema),
        shipments: z.array(sharedShipmentSchema),
      }),
    ),
  })
  .meta({ id: 'SharedWithMe' });
export type SharedWithMe = z.infer<typeof sharedWithMeSchema>;
