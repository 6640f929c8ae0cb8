import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { displayNameOf } from './display-name';
import { useSession } from './get-session';
import { useSignOut } from './sign-out';

type UserMenuProps = {
  roleLabel: string;
  /** Where Profile leads: the client's Account Settings, the admin's Profile. */
  profileHref: string;
  /** What the trigger shows: the full name (portal) or the e-mail (admin). */
  show?: 'name' | 'email';
};

/** The top bar's account menu: who is signed in, their profile and Log out. */
export function UserMenu({ roleLabel, profileHref, show = 'name' }: UserMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const name = displayNameOf(user);

  return (
    // Not modal: a menu button does not trap the page (WAI-ARIA APG), and a modal radix menu marks
    // the whole page aria-hidden while its links stay focusable (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu of ${name}`}
        className="flex items-center gap-2 rounded-full p-1 focus-visible:outline-2 focus-visible:outline-ring sm:rounded-md sm:pr-3"
      >
        <UserAvatar name={name} email={user.email} src={user.image} />
        <span className="hidden max-w-48 truncate text-sm font-medium sm:inline">
          {show === 'email' ? user.email : name}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate">{show === 'email' ? user.email : name}</span>
          <span className="block text-xs font-normal text-muted-foreground">{roleLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={profileHref}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
