import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { ClientName } from '#shared/admin/clients';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { inputClasses } from '../../../ui/input';
import { useClientOptions } from '../api/get-clients';
import { clientLabel } from './client-label';

type ClientPickerProps = {
  id?: string;
  value: string;
  onChange: (clientId: string) => void;
  /** The client already chosen (when editing), so its name shows before any search. */
  selected?: ClientName | null;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A combobox that searches clients on the server as the admin types (never a list of every
 * client), following the WAI-ARIA combobox pattern: arrows move, Enter picks, Escape closes.
 */
export function ClientPicker({ id, value, onChange, selected = null, ...aria }: ClientPickerProps) {
  const listId = useId();
  const [chosen, setChosen] = useState<ClientName | null>(selected);
  const [text, setText] = useState(selected ? clientLabel(selected) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(open ? text : '');
  const options = useClientOptions(search);
  const choices = options.data ?? [];

  function pick(client: ClientName) {
    setChosen(client);
    setText(clientLabel(client));
    setOpen(false);
    onChange(client.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(choices.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const client = choices[active];
      if (client) pick(client);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const activeOption = open && choices[active] ? `${listId}-${choices[active].id}` : undefined;
  return (
    <div className="relative">
      <input
        id={id}
        {...aria}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        autoComplete="off"
        placeholder="Search clients by name or email..."
        className={cn(inputClasses, 'pr-9')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          if (chosen && value) setText(clientLabel(chosen));
        }}
        onKeyDown={handleKeyDown}
      />
      <ChevronsUpDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Clients"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-border bg-card p-1 shadow-lg"
        >
          {choices.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {options.isFetching ? 'Searching...' : 'No clients found.'}
            </li>
          ) : (
            choices.map((client, index) => (
              <li
                key={client.id}
                id={`${listId}-${client.id}`}
                role="option"
                aria-selected={client.id === value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm',
                  index === active && 'bg-muted',
                )}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(client);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4', client.id === value ? 'opacity-100' : 'opacity-0')}
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{clientLabel(client)}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {client.email}
                  </span>
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
