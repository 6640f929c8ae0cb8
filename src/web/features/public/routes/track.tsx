import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function TrackPage() {
  return (
    <>
      <PageMeta
        title="Track Shipment"
        description="Track an Orion Transit & Custody shipment by its tracking number: status, route and timeline."
      />
      <ComingSoon
        title="Track Your Shipment"
        description="Look up a shipment by its tracking number."
      />
    </>
  );
}
