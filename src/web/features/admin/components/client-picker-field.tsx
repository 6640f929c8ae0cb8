import { useController, type Control } from 'react-hook-form';
import type { ClientName } from '#shared/admin/clients';
import { FormField } from '../../../ui/form-field';
import { ClientPicker } from './client-picker';

/** The field every form of something a client owns has. */
type ClientOwned = { client_id: string };

type ClientPickerFieldProps<Values extends ClientOwned, Output> = {
  control: Control<Values, unknown, Output>;
  /** The client already chosen (when editing), so its name shows before any search. */
  selected: ClientName | null;
};

/** The required Client field of the shipment and vault item forms: the picker and its error. */
export function ClientPickerField<Values extends ClientOwned, Output>({
  control,
  selected,
}: ClientPickerFieldProps<Values, Output>) {
  const { field, fieldState } = useController({
    // react-hook-form cannot tell that 'client_id' holds a string in a generic form; the
    // constraint on Values says it does.
    control: control as unknown as Control<ClientOwned, unknown, Output>,
    name: 'client_id',
  });
  return (
    <FormField label="Client" required error={fieldState.error?.message}>
      <ClientPicker value={field.value} onChange={field.onChange} selected={selected} />
    </FormField>
  );
}
