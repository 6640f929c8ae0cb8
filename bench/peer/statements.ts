/**
 * The statements the peer sends: the SQL the product sends for the same requests (decision 060),
 * written by hand, each a named prepared statement as a careful pg user would write it. When the
 * product's statements change, these change with them, so the bench compares request stacks and
 * not two different queries.
 */

/** The session of a token with its user, and the user's client record if there is one. */
export const SESSION_WITH_USER = {
  name: 'peer_session_with_user',
  text: `select s.id, s.expires_at, s.created_at, s.updated_at,
    u.id as user_id, u.email, u.name, u.role, u.first_name, u.last_name, u.image,
    u.email_verified, u.two_factor_enabled, c.id as client_id
  from "session" s
  inner join "user" u on u.id = s.user_id
  left join clients c on c.id = u.id
  where s.token = $1`,
};

export const DELETE_SESSION = {
  name: 'peer_delete_session',
  text: 'delete from "session" where id = $1',
};

export const TOUCH_SESSION = {
  name: 'peer_touch_session',
  text: 'update "session" set updated_at = $1 where id = $2',
};

export const OWN_SHIPMENTS = {
  name: 'peer_own_shipments',
  text: `select id, tracking_number, origin, destination, status, estimated_delivery, created_at,
    (select count(*)::int from shipment_photos as custody_photo
      where custody_photo.shipment_id = shipments.id and custody_photo.update_id is not null
    ) as photo_count
  from shipments where client_id = $1 order by created_at desc, id desc`,
};

export const OWN_VAULT_ITEMS = {
  name: 'peer_own_vault_items',
  text: `select id, name, description, category, security_level, date_stored, last_accessed
  from vault_items
  where client_id = $1
    and ($2::text is null or category = $2)
    and ($3::text is null or name ilike $3 or description ilike $3)
  order by created_at desc, id desc`,
};

/**
 * The admin's first page of shipments: the page's ids by an index walk, then their rows with the
 * client, each row's cursor value and the list's size from the summary rows.
 */
export const ADMIN_SHIPMENTS_FIRST_PAGE = {
  name: 'peer_admin_shipments_first_page',
  text: `select s.id, s.tracking_number, s.origin, s.destination, s.status, s.created_at,
    c.id as client_id, c.first_name, c.last_name, c.email,
    (extract(epoch from s.created_at) * 1000000)::bigint::text as cursor_value,
    (select coalesce(sum(shipment_daily_counts.shipments), 0)::int from shipment_daily_counts) as list_total
  from shipments s
  left join clients c on c.id = s.client_id
  where s.id in (select id from shipments order by created_at desc, id desc limit $1)
  order by s.created_at desc, s.id desc`,
};

export const LOCK_SHIPMENT = {
  name: 'peer_lock_shipment',
  text: 'select status from shipments where id = $1 for update',
};

export const MOVE_SHIPMENT = {
  name: 'peer_move_shipment',
  // Delivered records the delivery time once; any other status clears it.
  text: `update shipments set status = $1, current_location = $2,
    delivery_date = case when $1 = 'delivered' then coalesce(delivery_date, now()) end,
    updated_at = $3
  where id = $4 returning id, tracking_number, client_id`,
};

export const INSERT_TRACKING_UPDATE = {
  name: 'peer_insert_tracking_update',
  text: `insert into shipment_updates (shipment_id, status, location, description)
  values ($1, $2, $3, $4) returning id, shipment_id, status, location, description, timestamp`,
};

export const INSERT_NOTIFICATION = {
  name: 'peer_insert_notification',
  text: `insert into notifications (user_id, kind, title, body, link)
  values ($1, $2, $3, $4, $5) returning id, created_at`,
};

/**
 * Live events in one statement: the order lock, the rows, and a NOTIFY per row (delivered on
 * commit). $2 is a JSON array of { topic, kind, payload }.
 */
export const PUBLISH_LIVE_EVENTS = {
  name: 'peer_publish_live_events',
  text: `with ordered as (select pg_advisory_xact_lock($1)),
    added as (
      insert into live_events (topic, kind, payload)
      select event.topic, event.kind, event.payload
      from ordered, jsonb_to_recordset($2::jsonb) as event(topic text, kind text, payload jsonb)
      returning id
    )
  select pg_notify($3, id::text) from added`,
};

export const MAIL_RECIPIENT = {
  name: 'peer_mail_recipient',
  text: `select u.email, u.first_name, coalesce(p.email, true) as wants_email
  from "user" u
  left join notification_preferences p on p.user_id = u.id and p.kind = $2
  where u.id = $1`,
};

export const ENQUEUE_MAIL = {
  name: 'peer_enqueue_mail',
  text: 'insert into mail_outbox ("to", subject, html, text, headers) values ($1, $2, $3, $4, $5)',
};

export const INSERT_AUDIT_EVENT = {
  name: 'peer_insert_audit_event',
  text: `insert into audit_events (actor_user_id, actor_label, action, entity_type, entity_id,
    entity_label, client_id, ip_address, user_agent, details)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
};

export const UPDATE_PERSONAL_INFO = {
  name: 'peer_update_personal_info',
  text: `update clients set first_name = $1, last_name = $2, phone = $3, address = $4, city = $5,
    state = $6, zipcode = $7, country = $8, updated_at = $9
  where id = $10
  returning id, email, first_name, last_name, phone, company, address, city, state, zipcode,
    country, profile_image_url, next_of_kin_name, next_of_kin_email, next_of_kin_phone,
    created_at, updated_at`,
};

export const UPDATE_ACCOUNT_NAME = {
  name: 'peer_update_account_name',
  text: 'update "user" set name = $1, first_name = $2, last_name = $3, updated_at = $4 where id = $5',
};
