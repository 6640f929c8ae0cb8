import { Crown, KeyRound, UserMinus } from 'lucide-react';
import { useRef } from 'react';
import type { TeamMember } from '#shared/team';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

export type TeamMemberAction = 'role' | 'transfer' | 'remove';

type TeamMemberActionsProps = {
  member: TeamMember;
  /** Gets the menu's trigger, which has the focus back when the dialog it opens closes. */
  onAction: (action: TeamMemberAction, opener: HTMLElement | null) => void;
};

/**
 * An owner's Manage menu of one person. On themselves only Change Role: handing ownership to
 * oneself means nothing, and removing oneself would shut one out of the organisation at once.
 */
export function TeamMemberActions({ member, onAction }: TeamMemberActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="outline" size="sm" aria-label={`Manage ${member.name}`}>
          Manage
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction('role', trigger.current)}>
          <KeyRound aria-hidden="true" />
          Change Role
        </DropdownMenuItem>
        {!member.is_you && member.role !== 'owner' && (
          <DropdownMenuItem onSelect={() => onAction('transfer', trigger.current)}>
            <Crown aria-hidden="true" />
            Transfer Ownership
          </DropdownMenuItem>
        )}
        {!member.is_you && (
          <DropdownMenuItem destructive onSelect={() => onAction('remove', trigger.current)}>
            <UserMinus aria-hidden="true" />
            Remove
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
