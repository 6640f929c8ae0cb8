import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download-file';
import { withReauthentication } from '../../../session/reauthentication/with-reauthentication';

type ReportFile = 'shipments.csv' | 'clients.csv' | 'vault-items.csv';

export const EXPORT_REPORTS: readonly { label: string; file: ReportFile }[] = [
  { label: 'Shipments', file: 'shipments.csv' },
  { label: 'Clients', file: 'clients.csv' },
  { label: 'Vault items', file: 'vault-items.csv' },
];

/**
 * Export Reports: one report as CSV. An export of client data: once the sign-in is 10 minutes old
 * the server asks for the password again, so it is fetched (not followed as a link) and retried.
 */
export function useExportReport() {
  return useMutation({
    mutationFn: (file: ReportFile) =>
      withReauthentication(async () =>
        saveDownload(
          await api.admin.analytics.exports[':file'].$get({ param: { file } }),
          `otc-${file}`,
        ),
      ),
  });
}
