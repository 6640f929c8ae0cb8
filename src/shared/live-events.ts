/**
 * The live stream's event names (decision 027), read by the server that sends them and the
 * pages that listen. Every event carries its live_events id as the SSE id.
 */
/** Sent once a stream is subscribed: what happens from now on reaches it. */
export const STREAM_READY_EVENT = 'ready';
/** A shipment's status, timeline or details changed: `{ tracking_number, change }`. */
export const SHIPMENT_CHANGED_EVENT = 'shipment_changed';
/**
 * Something the Dispatch board shows changed without a tracking update (decision 076): a crew's
 * positions came back after a silence, or a position far from the route alerted Operations.
 * Staff only: `{ shipment_id }`.
 */
export const DISPATCH_CHANGED_EVENT = 'dispatch_changed';
/** A client request changed state (decision 067): `{ id, number, state }`. */
export const REQUEST_CHANGED_EVENT = 'request_changed';
/** A notification for the signed-in user: `{ id, kind, title, body, link, created_at }`. */
export const NOTIFICATION_EVENT = 'notification';
/** The user read notifications (in another tab, perhaps): `{ unread_count }`. */
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';
/** The session behind a signed-in stream ended; the stream closes after it. */
export const SESSION_ENDED_EVENT = 'session_ended';
/**
 * A crew reported positions of a shipment: `{ shipment_id, tracking_number }`, never the
 * coordinates, and only on the owner's and the staff's streams, never the public one (decision
 * 075). Its maps read the positions again.
 */
export const POSITIONS_REPORTED_EVENT = 'positions_reported';
