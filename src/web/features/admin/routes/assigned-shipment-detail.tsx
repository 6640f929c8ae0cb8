import { useParams } from 'react-router';
import { COURIER_MESSAGES } from '#shared/admin/shipments';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import { formatDate } from '../../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { DescriptionList } from '../../../ui/description-list';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { useAssignedShipment } from '../api/courier';
import { ShipmentHeader } from '../components/shipment-header';
import { ShipmentHistory } from '../components/shipment-history';

/** One shipment a Courier carries: what the work needs, its history, never its value. */
export function AssignedShipmentDetailPage() {
  const { shipmentId = '' } = useParams();
  const shipment = useAssignedShipment(shipmentId);
  return (
    <DetailQueryPage
      query={shipment}
      back={{ to: '/admin/assigned', label: 'Back to My Shipments' }}
      loadingText="Loading shipment..."
      errorTitle="Error fetching shipment data"
    >
      {(data) =>
        data === null ? (
          <p role="alert" className="rounded-lg border border-border px-6 py-12 text-center">
            {COURIER_MESSAGES.notAssigned}
          </p>
        ) : (
          <>
            <ShipmentHeader shipment={data} clientName={data.client_name ?? 'No client'} />
            <div className="grid items-start gap-6 lg:grid-cols-5">
              <Card className="lg:col-span-3">
                <CardHeader>
                  <CardTitle>Shipment Details</CardTitle>
                </CardHeader>
                <CardContent>
                  <DescriptionList
                    layout="stacked"
                    items={[
                      { term: 'Current Location', details: data.current_location },
                      {
                        term: 'Security Level',
                        details: SECURITY_LEVEL_LABELS[data.security_level],
                      },
                      { term: 'Date of Shipment', details: formatDate(data.date_of_shipment) },
                      { term: 'Estimated Delivery', details: formatDate(data.estimated_delivery) },
                      {
                        term: 'Weight',
                        details: data.weight_kg === null ? null : `${data.weight_kg} kg`,
                      },
                      {
                        term: 'Dimensions',
                        details: data.dimensions_cm && `${data.dimensions_cm} cm`,
                      },
                      { term: 'Contents', details: data.item_description },
                    ]}
                  />
                </CardContent>
              </Card>
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle>Shipment History</CardTitle>
                </CardHeader>
                <CardContent>
                  <ShipmentHistory updates={data.updates} />
                </CardContent>
              </Card>
            </div>
          </>
        )
      }
    </DetailQueryPage>
  );
}
