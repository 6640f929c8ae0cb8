/** The whole schema in one object, for drizzle-kit, the query builder and better-auth. */
export * from './schema/auth';
export * from './schema/clients';
export * from './schema/shipments';
export * from './schema/vault-items';
export * from './schema/settings';
export * from './schema/audit';
export * from './schema/public-inbox';
export * from './schema/mail';
export * from './schema/avatars';
export * from './schema/rate-limits';
export * from './schema/receipts';
export * from './schema/issues';
export * from './schema/photos';
export * from './schema/notifications';
export * from './schema/live-events';
export * from './schema/summaries';
export * from './schema/delegations';
