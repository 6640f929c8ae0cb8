import { shipments } from '../../db/schema';

/** The columns of shared/portal.ts's shipmentSummaryFields: what every list of shipments shows. */
export const shipmentSummaryColumns = {
  id: shipments.id,
  tracking_number: shipments.tracking_number,
  origin: shipments.origin,
  destination: shipments.destination,
  status: shipments.status,
};
