import { ADDRESS_FIELD_LABELS } from '#shared/address-fields';
import { personalInfoSchema, type PersonalInfo } from '#shared/client-profile-schema';
import { useUpdatePersonalInfo } from '../api/update-profile';
import { ProfileFieldsForm, type ProfileField, type ProfileFormProps } from './profile-fields-form';
import { SUCCESS_MESSAGES } from '../../../session/profile-save-feedback';

const FIELDS: readonly ProfileField<keyof PersonalInfo>[] = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'address',
    label: ADDRESS_FIELD_LABELS.address,
    type: 'text',
    autoComplete: 'street-address',
  },
  { name: 'city', label: ADDRESS_FIELD_LABELS.city, type: 'text', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: ADDRESS_FIELD_LABELS.state,
    type: 'text',
    autoComplete: 'address-level1',
  },
  {
    name: 'zipcode',
    label: ADDRESS_FIELD_LABELS.zipcode,
    type: 'text',
    autoComplete: 'postal-code',
  },
  {
    name: 'country',
    label: ADDRESS_FIELD_LABELS.country,
    type: 'text',
    autoComplete: 'country-name',
  },
];

export function PersonalInfoForm(props: ProfileFormProps) {
  const update = useUpdatePersonalInfo();
  return (
    <ProfileFieldsForm
      {...props}
      schema={personalInfoSchema}
      fields={FIELDS}
      mutation={update}
      successMessage={SUCCESS_MESSAGES.profile}
      submitLabel="Save Changes"
      columns={2}
    />
  );
}
