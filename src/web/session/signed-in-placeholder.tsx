import type { ReactNode } from 'react';
import { PageMeta } from '../lib/page-meta';
import { ThemeToggle } from '../ui/theme-toggle';
import { useSession } from './get-session';
import { SignOutButton } from './sign-out-button';

type SignedInPlaceholderProps = {
  heading: string;
  roleLabel: string;
  signOutLabel: string;
  /** What of the area is already built, shown below the placeholder. */
  children?: ReactNode;
};

/** The signed-in areas' screen until their own layouts are built. */
export function SignedInPlaceholder({
  heading,
  roleLabel,
  signOutLabel,
  children,
}: SignedInPlaceholderProps) {
  const { user } = useSession();

  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title={heading} description={`${heading} of Orion Transit & Custody.`} />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <ThemeToggle />
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-6">
        <div>
          <p className="font-medium">{user?.email}</p>
          <p className="text-sm text-muted-foreground">{roleLabel}</p>
        </div>
        <SignOutButton variant="outline" label={signOutLabel} />
      </div>
      <p className="mt-6 text-muted-foreground">More of this area is coming soon.</p>
      {children}
    </main>
  );
}
