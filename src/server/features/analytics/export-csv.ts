import { sql, type SQL } from 'drizzle-orm';
import { ADDRESS_FIELD_LABELS } from '#shared/address-fields';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import { SHIPMENT_STATUS_LABELS } from '#shared/shipment-status';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CsvValue } from '../../http/csv';

const BATCH_SIZE = 1000;

export type CsvExport = {
  filename: string;
  header: readonly string[];
  /** The export's select and from; it is read in batches keyed on `id`. */
  rows: SQL;
  /** The uuid column the batches are keyed on, as the select names it. */
  id: SQL;
  toRow: (row: Record<string, unknown>) => CsvValue[];
};

/**
 * ISO 8601 in UTC. Raw queries hand timestamps back as the database's text
 * ('2026-11-21 07:36:54.776+00' on both drivers), not as Date objects, so both are read here.
 */
const iso = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};
const text = (value: unknown) => value as CsvValue;
/** A stored code as the words the screens show ('in_transit' → 'In Transit'); unknown as is. */
const labelFrom =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): CsvValue =>
    typeof value === 'string' ? (labels[value] ?? value) : text(value);
const shipmentStatus = labelFrom(SHIPMENT_STATUS_LABELS);
const securityLevel = labelFrom(SECURITY_LEVEL_LABELS);
const vaultCategory = labelFrom(VAULT_CATEGORY_LABELS);

/** The export's rows after the given id, in id order, at most one batch of them. */
function batchAfter({ rows, id }: CsvExport, afterId: string | null) {
  const after = afterId ? sql`${id} > ${afterId}::uuid` : sql`true`;
  return sql`${rows} where ${after} order by ${id} limit ${BATCH_SIZE}`;
}

/**
 * The linked client as the shipments and vault exports show it, two columns of each line: full
 * name and e-mail, read through a join on the client as `c`.
 */
const linkedClient = {
  header: ['Client', 'Client email'],
  columns: sql`trim(concat(c.first_name, ' ', c.last_name)) as client, c.email`,
  cells: (r: Record<string, unknown>) => [text(r.client), text(r.email)],
};

/** Keyset pages by id: each batch is one indexed read, so an export never holds a table in memory. */
export async function* exportBatches(db: DbOrTx, csv: CsvExport) {
  let afterId: string | null = null;
  for (;;) {
    const rows: Record<string, unknown>[] = await queryRows(db, batchAfter(csv, afterId));
    if (rows.length === 0) return;
    yield rows.map(csv.toRow);
    if (rows.length < BATCH_SIZE) return;
    afterId = String(rows[rows.length - 1]?.id);
  }
}

export const CSV_EXPORTS = {
  shipments: {
    filename: 'otc-shipments.csv',
    header: [
      'Tracking #',
      ...linkedClient.header,
      'Origin',
      'Destination',
      'Status',
      'Current location',
      'Shipped',
      'Estimated delivery',
      'Delivered',
      'Security level',
      'Value (USD)',
      'Weight (kg)',
      'Dimensions (cm)',
      'Created',
    ],
    rows: sql`
      select s.id, s.tracking_number, ${linkedClient.columns}, s.origin, s.destination, s.status,
        s.current_location, s.date_of_shipment, s.estimated_delivery, s.delivery_date,
        s.security_level, s.value::float8 as value, s.weight_kg::float8 as weight_kg,
        s.dimensions_cm, s.created_at
      from shipments s left join clients c on c.id = s.client_id`,
    id: sql`s.id`,
    toRow: (r) => [
      text(r.tracking_number),
      ...linkedClient.cells(r),
      text(r.origin),
      text(r.destination),
      shipmentStatus(r.status),
      text(r.current_location),
      iso(r.date_of_shipment),
      iso(r.estimated_delivery),
      iso(r.delivery_date),
      securityLevel(r.security_level),
      text(r.value),
      text(r.weight_kg),
      text(r.dimensions_cm),
      iso(r.created_at),
    ],
  },
  clients: {
    filename: 'otc-clients.csv',
    header: [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      ADDRESS_FIELD_LABELS.address,
      ADDRESS_FIELD_LABELS.city,
      ADDRESS_FIELD_LABELS.state,
      ADDRESS_FIELD_LABELS.zipcode,
      ADDRESS_FIELD_LABELS.country,
      'Joined',
    ],
    rows: sql`
      select id, first_name, last_name, email, phone, company, address, city, state, zipcode,
        country, created_at
      from clients`,
    id: sql`id`,
    toRow: (r) => [
      text(r.first_name),
      text(r.last_name),
      text(r.email),
      text(r.phone),
      text(r.company),
      text(r.address),
      text(r.city),
      text(r.state),
      text(r.zipcode),
      text(r.country),
      iso(r.created_at),
    ],
  },
  'vault-items': {
    filename: 'otc-vault-items.csv',
    header: [
      'Item',
      ...linkedClient.header,
      'Category',
      'Security level',
      'Location code',
      'Value (USD)',
      'Stored',
      'Last accessed',
    ],
    rows: sql`
      select v.id, v.name, ${linkedClient.columns}, v.category, v.security_level,
        v.location_code, v.value::float8 as value, v.date_stored, v.last_accessed
      from vault_items v left join clients c on c.id = v.client_id`,
    id: sql`v.id`,
    toRow: (r) => [
      text(r.name),
      ...linkedClient.cells(r),
      vaultCategory(r.category),
      securityLevel(r.security_level),
      text(r.location_code),
      text(r.value),
      iso(r.date_stored),
      iso(r.last_accessed),
    ],
  },
} satisfies Record<string, CsvExport>;

export type CsvExportName = keyof typeof CSV_EXPORTS;
