import type { UseFormRegisterReturn } from 'react-hook-form';
import { SECURITY_LEVEL_LABELS, SECURITY_LEVELS } from '#shared/security-level';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES } from '#shared/shipment-status';
import { FormField } from '../../../ui/form-field';
import { VocabularySelect } from '../../../ui/native-select';

/** A form's registration of one field, and its message. */
type FieldProps<Name extends string> = UseFormRegisterReturn<Name> & { error?: string };

type VocabularyFieldProps<Value extends string> = FieldProps<string> & {
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
};

function VocabularyField<Value extends string>({
  label,
  error,
  ...select
}: VocabularyFieldProps<Value>) {
  return (
    <FormField label={label} error={error}>
      <VocabularySelect {...select} />
    </FormField>
  );
}

/** The Security Level select of the shipment and vault item forms. */
export function SecurityLevelField(props: FieldProps<'security_level'>) {
  return (
    <VocabularyField
      label="Security Level"
      values={SECURITY_LEVELS}
      labels={SECURITY_LEVEL_LABELS}
      {...props}
    />
  );
}

/** The Status select of the shipment form and of a new tracking update. */
export function ShipmentStatusField(props: FieldProps<'status'>) {
  return (
    <VocabularyField
      label="Status"
      values={SHIPMENT_STATUSES}
      labels={SHIPMENT_STATUS_LABELS}
      {...props}
    />
  );
}
