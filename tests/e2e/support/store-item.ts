import { request as playwrightRequest } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './admin-session';
import { E2E_BASE_URL } from './environment';
import { expect } from './test';

type StoredItem = {
  name: string;
  category?: string;
  security_level?: string;
  value?: number;
};

/**
 * A vault item of the client's organisation, stored by the administrator through the API as our
 * staff would; answers its id.
 */
export async function storeItemFor(clientEmail: string, item: StoredItem): Promise<string> {
  const admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: ADMIN_STORAGE_STATE,
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
  const { options } = (await (
    await admin.get(`/api/admin/clients/options?search=${encodeURIComponent(clientEmail)}`)
  ).json()) as { options: { id: string }[] };
  const created = await admin.post('/api/admin/vault-items', {
    data: { category: 'artwork', security_level: 'standard', ...item, client_id: options[0]!.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await admin.dispose();
  return id;
}
