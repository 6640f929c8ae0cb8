import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsData } from '#shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-keys';

const analyticsQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.analytics,
  queryFn: () => apiFetch<AnalyticsData>('/api/admin/analytics'),
  meta: { errorTitle: 'Error fetching data' },
});

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}

export const EXPORT_REPORTS = [
  { label: 'Shipments', href: '/api/admin/analytics/exports/shipments.csv' },
  { label: 'Clients', href: '/api/admin/analytics/exports/clients.csv' },
  { label: 'Vault items', href: '/api/admin/analytics/exports/vault-items.csv' },
] as const;
