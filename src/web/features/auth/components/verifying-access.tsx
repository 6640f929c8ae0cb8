import { Spinner } from '../../../ui/spinner';

export function VerifyingAccess() {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center p-6">
      <Spinner label="Verifying access..." showLabel className="text-muted-foreground" />
    </main>
  );
}
