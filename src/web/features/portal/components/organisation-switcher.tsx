import { useId } from 'react';
import { ApiError } from '../../../lib/api';
import { Label } from '../../../ui/label';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useOrganisations } from '../api/get-organisations';
import { useSwitchOrganisation } from '../api/switch-organisation';

/**
 * The organisation the session works in, for a person who belongs to several; nothing for one
 * who belongs to one (most people), nor while the list loads or when it could not be read.
 */
export function OrganisationSwitcher() {
  const id = useId();
  const organisations = useOrganisations().data?.organisations ?? [];
  const switchTo = useSwitchOrganisation();
  if (organisations.length < 2) return null;
  const current = organisations.find((organisation) => organisation.current);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only sm:not-sr-only">
        Organisation
      </Label>
      <NativeSelect
        id={id}
        className="h-9 w-36 sm:w-52"
        value={switchTo.isPending ? switchTo.variables : current?.id}
        disabled={switchTo.isPending}
        onChange={(event) => {
          const chosen = organisations.find(({ id: clientId }) => clientId === event.target.value);
          if (!chosen) return;
          switchTo.mutate(chosen.id, {
            onSuccess: () =>
              toast({ title: 'Organisation Changed', description: `You work in ${chosen.name}.` }),
            onError: (error) =>
              toast({
                title: 'Error changing organisation',
                description: (error instanceof ApiError && error.message) || 'Something went wrong',
                variant: 'destructive',
              }),
          });
        }}
      >
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
