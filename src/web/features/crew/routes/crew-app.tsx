import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { CREW_MANIFEST_PATH, isCrewAppPath } from '#shared/crew-app';
import { useSession } from '../../../session/get-session';
import { SignOutButton } from '../../../session/sign-out-button';
import { BrandMark } from '../../../ui/brand-mark';
import { useCrewShipments } from '../api/crew-queries';
import { carried, chainState } from '../lib/chain-state';
import { registerCrewWorker } from '../lib/register-worker';
import { prepareCodeReader } from '../lib/read-codes';
import type { CrewContext } from '../lib/crew-context';
import { usePositionReporter } from '../lib/use-position-reporter';
import { useReachable } from '../outbox/connection';
import { useOutboxContents, useOutboxSender } from '../outbox/use-outbox';

/**
 * The crew app (/crew, decision 077): a phone-first page for Couriers, installable, that starts
 * without network once it has been opened. The server sends its pages with the camera and the
 * position allowed, which a page of the site reached without loading the document again does not
 * have: such a page is loaded again once.
 */
export function CrewApp() {
  const { staffRole, isPending } = useSession();
  const [documentReady] = useState(crewDocument);

  useEffect(() => {
    if (!documentReady) window.location.reload();
  }, [documentReady]);

  if (!documentReady || isPending) return <p role="status">Opening the crew app…</p>;
  if (staffRole !== 'courier') {
    return (
      <main id="main-content" className="mx-auto grid max-w-md gap-3 p-6">
        <h1 className="text-xl font-semibold">Orion Crew</h1>
        <p>The crew app is for couriers. Your work is in the admin area.</p>
        <Link to="/admin" className="underline">
          Go to the admin area
        </Link>
      </main>
    );
  }
  return <CourierApp />;
}

/** Whether this document was loaded at a crew app address, with the crew app's permissions. */
function crewDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !entry || isCrewAppPath(new URL(entry.name).pathname);
}

function CourierApp() {
  useOutboxSender();
  const shipments = useCrewShipments();
  const outbox = useOutboxContents();
  const carriedIds = useMemo(
    () =>
      (shipments.data ?? [])
        .filter((shipment) => carried(chainState(shipment, outbox?.handoffs ?? [])))
        .map((shipment) => shipment.id),
    [shipments.data, outbox],
  );
  const position = usePositionReporter(carriedIds);
  const online = useReachable();

  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = CREW_MANIFEST_PATH;
    document.head.append(link);
    void registerCrewWorker();
    prepareCodeReader();
    void import('./crew-handoff');
    return () => link.remove();
  }, []);

  return (
    <div className="min-h-dvh bg-background">
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <Link to="/crew" className="flex items-center gap-2 font-semibold">
          <BrandMark className="size-6" />
          Orion Crew
        </Link>
        <div className="flex items-center gap-2">
          <span
            role="status"
            className={
              online ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-destructive'
            }
          >
            {online ? 'Online' : 'Offline'}
          </span>
          <SignOutButton variant="outline" size="sm" iconOnly />
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-xl p-4">
        <Outlet context={{ position } satisfies CrewContext} />
      </main>
    </div>
  );
}
