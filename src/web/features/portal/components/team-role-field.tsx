import type { ComponentProps } from 'react';
import { CLIENT_ROLE_LABELS, CLIENT_ROLES, type ClientRole } from '#shared/client-roles';
import { CLIENT_ROLE_DESCRIPTIONS } from '#shared/team';
import { FormField } from '../../../ui/form-field';
import { VocabularySelect } from '../../../ui/native-select';

type TeamRoleFieldProps = ComponentProps<'select'> & {
  /** The role chosen now: what it allows is read out under the select, tied to it. */
  chosen: ClientRole;
  error?: string;
};

/** The Role select of Invite Member and Change Role, with what the chosen role may do. */
export function TeamRoleField({ chosen, error, ...select }: TeamRoleFieldProps) {
  return (
    <FormField label="Role" required error={error} hint={CLIENT_ROLE_DESCRIPTIONS[chosen]}>
      <VocabularySelect values={CLIENT_ROLES} labels={CLIENT_ROLE_LABELS} {...select} />
    </FormField>
  );
}
