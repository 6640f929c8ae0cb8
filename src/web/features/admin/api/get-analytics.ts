import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const analyticsQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.analytics,
  queryFn: () => answerOf(api.admin.analytics.$get()),
  meta: { errorTitle: 'Error fetching data' },
});

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}

/**
 * Plain download links (the browser streams the file to disk). The path comes from the typed
 * client, so a renamed route or report fails the type check; `$path` is relative to the client's
 * '/api' base (its `$url` needs an absolute base).
 */
const exportHref = (file: 'shipments.csv' | 'clients.csv' | 'vault-items.csv') =>
  `/api${api.admin.analytics.exports[':file'].$path({ param: { file } })}`;

export const EXPORT_REPORTS = [
  { label: 'Shipments', href: exportHref('shipments.csv') },
  { label: 'Clients', href: exportHref('clients.csv') },
  { label: 'Vault items', href: exportHref('vault-items.csv') },
] as const;
