import type { UseFormRegisterReturn } from 'react-hook-form';
import { SECURITY_LEVEL_LABELS, SECURITY_LEVELS } from '#shared/security-level';
import { FormField } from '../../../ui/form-field';
import { VocabularySelect } from '../../../ui/native-select';

type SecurityLevelFieldProps = UseFormRegisterReturn<'security_level'> & { error?: string };

/** The Security Level select of the shipment and vault item forms. */
export function SecurityLevelField({ error, ...registration }: SecurityLevelFieldProps) {
  return (
    <FormField label="Security Level" error={error}>
      <VocabularySelect values={SECURITY_LEVELS} labels={SECURITY_LEVEL_LABELS} {...registration} />
    </FormField>
  );
}
