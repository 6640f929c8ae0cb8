import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';

export function AccessDenied() {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center p-6">
      <PageMeta
        title="Access Denied"
        description="This area is for Orion Transit & Custody administrators."
      />
      <div className="max-w-md text-center">
        <ShieldX aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">
          You do not have the required administrative privileges to view this page.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/vault">Go to Vault Portal</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
