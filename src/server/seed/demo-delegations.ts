import { createHash } from 'node:crypto';
import { DEMO_CLIENTS, DEMO_DELEGATIONS } from './demo-data';
import { credentialRow, userRow } from './demo-rows';
import type { ClientRow, CredentialRow, ShipmentRow, UserRow, VaultItemRow } from './json-rows';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The grants were given, and taken, this long before the demo begins. */
const GRANTED_DAYS_AGO = 45;

type DelegationRows = {
  users: UserRow[];
  accounts: CredentialRow[];
  delegations: object[];
  items: { delegation_id: string; vault_item_id: string }[];
  shipments: { delegation_id: string; shipment_id: string }[];
};

/**
 * The documented organisations' grants (DEMO_DELEGATIONS) with their delegates' accounts, accepted
 * already; each link's token is random and thrown away, since nobody needs it any more.
 */
export function demoDelegationRows({
  r,
  today,
  documented,
}: {
  r: Random;
  today: number;
  documented: { clients: ClientRow[]; items: VaultItemRow[]; shipments: ShipmentRow[] };
}): DelegationRows {
  const at = (daysAgo: number) => new Date(today - daysAgo * DAY_MS).toISOString();
  const rows: DelegationRows = {
    users: [],
    accounts: [],
    delegations: [],
    items: [],
    shipments: [],
  };
  for (const grant of DEMO_DELEGATIONS) {
    const email = DEMO_CLIENTS.find((client) => client.key === grant.organisation)?.email;
    const clientId = documented.clients.find((client) => client.email === email)?.id;
    if (!clientId) throw new Error(`demo grant of unknown organisation ${grant.organisation}`);
    const user = userRow({
      id: r.uuid(),
      email: grant.email,
      first_name: grant.first_name,
      last_name: grant.last_name,
      role: 'client',
      at: at(GRANTED_DAYS_AGO),
    });
    rows.users.push(user);
    rows.accounts.push(credentialRow(r, user));
    const id = r.uuid();
    rows.delegations.push({
      id,
      client_id: clientId,
      email: grant.email,
      token_hash: createHash('sha256').update(r.uuid()).digest('hex'),
      user_id: user.id,
      granted_by_user_id: clientId,
      show_values: grant.show_values,
      ends_at: at(-grant.ends_in_days),
      accepted_at: at(GRANTED_DAYS_AGO),
      created_at: at(GRANTED_DAYS_AGO),
      updated_at: at(GRANTED_DAYS_AGO),
    });
    for (const name of grant.items) {
      const item = documented.items.find((row) => row.client_id === clientId && row.name === name);
      if (!item) throw new Error(`demo grant of unknown item ${name}`);
      rows.items.push({ delegation_id: id, vault_item_id: item.id });
    }
    for (const number of grant.shipments as readonly string[]) {
      const shipment = documented.shipments.find((row) => row.tracking_number === number);
      if (!shipment) throw new Error(`demo grant of unknown shipment ${number}`);
      rows.shipments.push({ delegation_id: id, shipment_id: shipment.id });
    }
  }
  return rows;
}
