import { nextOfKinSchema, type NextOfKin } from '#shared/client-profile-schema';
import { useUpdateNextOfKin } from '../api/update-profile';
import { ProfileFieldsForm, type ProfileField, type ProfileFormProps } from './profile-fields-form';
import { SUCCESS_MESSAGES } from '../../../session/profile-save-feedback';

const FIELDS: readonly ProfileField<keyof NextOfKin>[] = [
  { name: 'next_of_kin_name', label: 'Full Name', type: 'text', autoComplete: 'off' },
  { name: 'next_of_kin_email', label: 'Email Address', type: 'email', autoComplete: 'off' },
  { name: 'next_of_kin_phone', label: 'Phone Number', type: 'tel', autoComplete: 'off' },
];

/** Next of Kin: every field optional, each checked once filled in. */
export function NextOfKinForm(props: ProfileFormProps) {
  const update = useUpdateNextOfKin();
  return (
    <ProfileFieldsForm
      {...props}
      schema={nextOfKinSchema}
      fields={FIELDS}
      mutation={update}
      successMessage={SUCCESS_MESSAGES.nextOfKin}
      submitLabel="Save Next of Kin"
      columns={1}
      intro={
        <p className="text-sm text-muted-foreground">
          The person we contact if we cannot reach you. All fields are optional.
        </p>
      }
    />
  );
}
