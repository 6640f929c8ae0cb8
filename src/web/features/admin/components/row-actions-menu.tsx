import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

type RowActionsMenuProps = {
  /** What the row is, for the trigger's name: 'Actions for {name}'. */
  name: string;
  editLabel: string;
  /** Each gets the menu's trigger, which has the focus back when a dialog it opens closes. */
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
  /** Further actions of the row, each given the trigger the same way. */
  extra?: { label: string; icon: ReactNode; onSelect: (opener: HTMLElement | null) => void }[];
  triggerClassName?: string;
};

/** The '…' menu of a row in an admin list: edit it, or delete it (red). */
export function RowActionsMenu({
  name,
  editLabel,
  onEdit,
  onDelete,
  extra = [],
  triggerClassName,
}: RowActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className={triggerClassName}
          aria-label={`Actions for ${name}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onEdit(trigger.current)}>
          <Pencil aria-hidden="true" />
          {editLabel}
        </DropdownMenuItem>
        {extra.map((action) => (
          <DropdownMenuItem key={action.label} onSelect={() => action.onSelect(trigger.current)}>
            {action.icon}
            {action.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem destructive onSelect={() => onDelete(trigger.current)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
