import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download-file';
import { withReauthentication } from '../../../session/reauthentication/with-reauthentication';

/**
 * The whole access log as CSV. An export of the client's data: once the sign-in is 10 minutes old
 * the server asks for the password again, so it is fetched (not followed as a link) and retried.
 */
export function useDownloadAccessLog() {
  return useMutation({
    mutationFn: () =>
      withReauthentication(async () =>
        saveDownload(await api.portal['access-log.csv'].$get(), 'otc-access-log.csv'),
      ),
  });
}
