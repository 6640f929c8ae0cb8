/** Cache keys of the admin area; a write invalidates the lists it changes. */
export const ADMIN_KEYS = {
  overview: ['admin', 'overview'],
  shipments: ['admin', 'shipments'],
  clients: ['admin', 'clients'],
  vaultItems: ['admin', 'vault-items'],
  settings: ['admin', 'settings'],
  analytics: ['admin', 'analytics'],
  issues: ['admin', 'issues'],
  requests: ['admin', 'requests'],
  staff: ['admin', 'staff'],
  assignedShipments: ['admin', 'assigned-shipments'],
  dispatch: ['admin', 'dispatch'],
} as const;
