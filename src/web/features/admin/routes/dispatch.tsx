import { PageHeader } from '../../../ui/page-header';
import { CrewsCard } from '../components/crews-card';

/** Dispatch (decision 072): who carries our shipments, the crews of couriers. */
export function DispatchPage() {
  return (
    <>
      <PageHeader title="Dispatch" description="The crews of couriers who carry our shipments." />
      <CrewsCard />
    </>
  );
}
