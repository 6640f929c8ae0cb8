import { MoreHorizontal, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

/** A further action of a row, between Edit and Delete. */
type RowAction = {
  label: string;
  icon: LucideIcon;
  onSelect: (opener: HTMLElement | null) => void;
};

type RowActionsMenuProps = {
  /** What the row is, for the trigger's name: 'Actions for {name}'. */
  name: string;
  editLabel: string;
  /** Each gets the menu's trigger, which has the focus back when a dialog it opens closes. */
  onEdit: (opener: HTMLElement | null) => void;
  /** Left out for a staff role that may not delete: the menu then has no Delete. */
  onDelete?: (opener: HTMLElement | null) => void;
  moreActions?: RowAction[];
  triggerClassName?: string;
};

/** The '…' menu of a row in an admin list: edit it, any further actions, or delete it (red). */
export function RowActionsMenu({
  name,
  editLabel,
  onEdit,
  onDelete,
  moreActions = [],
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
        {moreActions.map(({ label, icon: Icon, onSelect }) => (
          <DropdownMenuItem key={label} onSelect={() => onSelect(trigger.current)}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        {onDelete && (
          <DropdownMenuItem destructive onSelect={() => onDelete(trigger.current)}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
