import { z } from './zod';
import { DEFAULT_SECURITY_LEVEL, SECURITY_LEVELS } from './security-level';
import {
  DEFAULT_SHIPMENT_STATUS,
  DEFAULT_TRACKING_UPDATE_STATUS,
  SHIPMENT_STATUSES,
} from './shipment-status';
import {
  optionalDate,
  optionalPositiveNumber,
  optionalText,
  requiredText,
  uuidField,
} from './form-fields';

const STATUS_MESSAGE = 'Choose one of the listed statuses.';
const SECURITY_MESSAGE = 'Choose Standard, High or Maximum.';

/** The admin shipment form; the dialog and the API say the same. */
export const shipmentFormSchema = z.object({
  client_id: uuidField('Client is required.'),
  origin: requiredText(2, 'Origin is required'),
  destination: requiredText(2, 'Destination is required'),
  status: z.enum(SHIPMENT_STATUSES, { error: STATUS_MESSAGE }).default(DEFAULT_SHIPMENT_STATUS),
  security_level: z
    .enum(SECURITY_LEVELS, { error: SECURITY_MESSAGE })
    .default(DEFAULT_SECURITY_LEVEL),
  current_location: optionalText('Current location', 200),
  date_of_shipment: optionalDate(),
  estimated_delivery: optionalDate(),
  value: optionalPositiveNumber('Value must be a positive number.'),
  weight_kg: optionalPositiveNumber('Weight must be a positive number.'),
  dimensions_cm: optionalText('Dimensions', 50),
  item_description: optionalText('Item description', 2000),
});

export type ShipmentFormInput = z.input<typeof shipmentFormSchema>;
export type ShipmentForm = z.output<typeof shipmentFormSchema>;

/** The Add Tracking Update form. */
export const trackingUpdateSchema = z.object({
  status: z
    .enum(SHIPMENT_STATUSES, { error: STATUS_MESSAGE })
    .default(DEFAULT_TRACKING_UPDATE_STATUS),
  location: requiredText(2, 'Location is required.'),
  description: optionalText('Description', 1000),
});

export type TrackingUpdateInput = z.input<typeof trackingUpdateSchema>;
export type TrackingUpdate = z.output<typeof trackingUpdateSchema>;
