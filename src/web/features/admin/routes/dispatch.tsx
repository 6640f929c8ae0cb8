import { PageHeader } from '../../../ui/page-header';
import { CrewsCard } from '../components/crews-card';
import { DispatchBoard } from '../components/dispatch-board';

/**
 * Dispatch (decisions 072, 076): the board of the day's shipments by crew, the unassigned and the
 * late; then the crews of couriers who carry them.
 */
export function DispatchPage() {
  return (
    <>
      <PageHeader
        title="Dispatch"
        description="Today's and tomorrow's shipments by crew, and the crews of couriers who carry them."
      />
      <div className="grid gap-8">
        <DispatchBoard />
        <CrewsCard />
      </div>
    </>
  );
}
