import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/**
 * Initials for an avatar: the first letters of the name's first two words, else the e-mail's first
 * letter, upper-cased; "?" when there is neither.
 */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  // Array.from splits by code point, so a name starting with an astral character stays whole.
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0]);
  const initials = letters.length > 0 ? letters.join('') : (Array.from(email.trim())[0] ?? '?');
  return initials.toUpperCase();
}

type UserAvatarProps = {
  name?: string | null;
  email: string;
  src?: string | null;
  className?: string;
};

/** The user's picture, or their initials while it loads, fails or is absent. */
export function UserAvatar({ name, email, src, className }: UserAvatarProps) {
  const label = name?.trim() || email;
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-muted',
        className,
      )}
    >
      {src && (
        <AvatarPrimitive.Image
          src={src}
          alt={`Avatar of ${label}`}
          className="aspect-square size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center text-sm font-semibold text-muted-foreground">
        {/* Bare initials mean little read aloud; the fallback says what the image would. */}
        <span aria-hidden="true">{initialsOf(name, email)}</span>
        <span className="sr-only">{`Avatar of ${label}`}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
