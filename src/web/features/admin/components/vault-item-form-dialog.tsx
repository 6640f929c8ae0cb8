import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { AdminVaultItem } from '#shared/admin/vault-items';
import { DEFAULT_SECURITY_LEVEL } from '#shared/security-level';
import {
  DEFAULT_VAULT_CATEGORY,
  VAULT_CATEGORIES,
  VAULT_CATEGORY_LABELS,
} from '#shared/vault-category';
import {
  vaultItemFormSchema,
  type VaultItemForm,
  type VaultItemFormInput,
} from '#shared/vault-item-schema';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFormActions } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { VocabularySelect } from '../../../ui/native-select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { VaultItemDescriptionList } from '../../../ui/vault-item-description-list';
import { useCreateVaultItem, useUpdateVaultItem } from '../api/write-vault-item';
import { clientLabel } from './client-label';
import { ClientPickerField } from './client-picker-field';
import { SecurityLevelField } from './vocabulary-fields';

/** Add Vault Item, the details of an item (View), or Edit of it. */
export type VaultItemDialogTarget =
  { mode: 'add' } | { mode: 'view'; item: AdminVaultItem } | { mode: 'edit'; item: AdminVaultItem };

type VaultItemFormDialogProps = {
  target: VaultItemDialogTarget | null;
  /** View's Edit button: the same dialog turns into the edit form. */
  onEdit: (item: AdminVaultItem) => void;
  onClose: () => void;
};

/** The admin vault item dialog. */
export function VaultItemFormDialog({ target, onEdit, onClose }: VaultItemFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target?.mode === 'add' && (
        <DialogContent title="Add Vault Item" className="max-w-lg">
          <VaultItemFormBody item={null} onSaved={onClose} />
        </DialogContent>
      )}
      {target?.mode === 'view' && (
        <DialogContent title="Vault Item Details" className="max-w-lg">
          <VaultItemDetails item={target.item} onEdit={() => onEdit(target.item)} />
        </DialogContent>
      )}
      {target?.mode === 'edit' && (
        <DialogContent title="Edit Vault Item" className="max-w-lg">
          <VaultItemFormBody item={target.item} onSaved={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function VaultItemDetails({ item, onEdit }: { item: AdminVaultItem; onEdit: () => void }) {
  return (
    <>
      <VaultItemDescriptionList
        item={item}
        reference={{ term: 'Client', details: clientLabel(item.client) }}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </>
  );
}

const FIELD_NAMES = [
  'client_id',
  'name',
  'category',
  'security_level',
  'location_code',
  'value',
  'description',
] as const satisfies readonly (keyof VaultItemFormInput)[];

function valuesOf(item: AdminVaultItem | null): VaultItemFormInput {
  return {
    client_id: item?.client_id ?? '',
    name: item?.name ?? '',
    category: item?.category ?? DEFAULT_VAULT_CATEGORY,
    security_level: item?.security_level ?? DEFAULT_SECURITY_LEVEL,
    location_code: item?.location_code ?? '',
    value: item?.value?.toString() ?? '',
    description: item?.description ?? '',
  };
}

type VaultItemFormBodyProps = { item: AdminVaultItem | null; onSaved: () => void };

function VaultItemFormBody({ item, onSaved }: VaultItemFormBodyProps) {
  const create = useCreateVaultItem();
  const update = useUpdateVaultItem(item?.id ?? '');
  const form = useForm<VaultItemFormInput, unknown, VaultItemForm>({
    resolver: zodResolver(vaultItemFormSchema),
    defaultValues: valuesOf(item),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await (item ? update : create).mutateAsync(values);
      toast(
        item
          ? { title: 'Vault Item Updated!', description: `The changes to ${saved.name} are saved.` }
          : {
              title: 'Vault Item Added!',
              description: `${saved.name} is now stored for ${clientLabel(saved.client)}.`,
            },
      );
      onSaved();
    } catch (error) {
      reportSaveFailure({
        title: item ? 'Error updating item' : 'Error adding item',
        error,
        setError: form.setError,
        fields: FIELD_NAMES,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ClientPickerField control={form.control} selected={item?.client ?? null} />
      <FormField label="Item Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          <VocabularySelect
            values={VAULT_CATEGORIES}
            labels={VAULT_CATEGORY_LABELS}
            {...form.register('category')}
          />
        </FormField>
        <SecurityLevelField
          error={errors.security_level?.message}
          {...form.register('security_level')}
        />
        <FormField label="Location Code" error={errors.location_code?.message}>
          <Input autoComplete="off" placeholder="VAULT-A-101" {...form.register('location_code')} />
        </FormField>
        <FormField label="Estimated Value (USD)" error={errors.value?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('value')} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DialogFormActions
        submitLabel={item ? 'Save Changes' : 'Add Vault Item'}
        pendingLabel="Saving..."
        pending={isSubmitting}
      />
    </form>
  );
}
