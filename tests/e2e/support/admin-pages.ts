/** The admin sidebar's links in order, as the Administrator and the Auditor see them all. */
export const EVERY_ADMIN_PAGE = [
  'Overview',
  'Shipments',
  'Dispatch',
  'Clients',
  'Vault Storage',
  'Issues',
  'Requests',
  'Analytics',
  'Staff',
  'Settings',
];
