import { Spinner } from '../../ui/spinner';

/** Shown while the first route's code is still loading (e.g. opening /vault directly). */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading..." showLabel className="text-muted-foreground" />
    </div>
  );
}
