import type { StaffRole } from './roles';

type Access = { read: readonly StaffRole[]; write: readonly StaffRole[] };

/**
 * Which staff roles each part of the admin area admits, to read it and to change it (decision
 * 061): the one definition behind every admin route's declared roles and the admin navigation.
 * The Administrator is in every list but the Courier's; the Auditor reads everything and changes
 * nothing. The Courier reads only the shipments assigned to them, without values (decision 066).
 */
export const STAFF_ACCESS = {
  /**
   * A Courier's own shipments: their crew's, and no value (decision 066); they record the
   * handoffs and positions of those in the field (decision 072).
   */
  assignedShipments: {
    read: ['courier'],
    write: ['courier'],
  },
  overview: {
    read: ['admin', 'operations', 'custodian', 'auditor'],
    write: [],
  },
  shipments: {
    read: ['admin', 'operations', 'auditor'],
    write: ['admin', 'operations'],
  },
  /** Crews, the vehicles they drive and who carries which shipment (decision 072). */
  dispatch: {
    read: ['admin', 'operations', 'auditor'],
    write: ['admin', 'operations'],
  },
  /** The client list and records; picking a client for a shipment or an item is clientOptions. */
  clients: {
    read: ['admin', 'auditor'],
    write: ['admin'],
  },
  clientOptions: {
    read: ['admin', 'operations', 'custodian', 'auditor'],
    write: [],
  },
  vaultItems: {
    read: ['admin', 'custodian', 'auditor'],
    write: ['admin', 'custodian'],
  },
  issues: {
    read: ['admin', 'operations', 'auditor'],
    write: ['admin', 'operations'],
  },
  /** The clients' requests (decision 067): accepted or declined by Operations. */
  requests: {
    read: ['admin', 'operations', 'custodian', 'auditor'],
    write: ['admin', 'operations'],
  },
  /** Analytics and its exports: read-only by nature. */
  analytics: {
    read: ['admin', 'auditor'],
    write: [],
  },
  accessRequests: {
    read: ['admin', 'auditor'],
    write: ['admin'],
  },
  settings: {
    read: ['admin', 'auditor'],
    write: ['admin'],
  },
  /** The custody ledger's checkpoints: signed when asked, by an Administrator (decision 074). */
  ledger: {
    read: ['admin', 'auditor'],
    write: ['admin'],
  },
  /** The staff accounts and their roles. */
  staff: {
    read: ['admin', 'auditor'],
    write: ['admin'],
  },
} as const satisfies Record<string, Access>;

export type StaffArea = keyof typeof STAFF_ACCESS;

export function staffMay(
  role: StaffRole | null | undefined,
  area: StaffArea,
  action: keyof Access = 'read',
): boolean {
  return role != null && (STAFF_ACCESS[area][action] as readonly StaffRole[]).includes(role);
}
