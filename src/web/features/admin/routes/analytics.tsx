import { Download } from 'lucide-react';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { toastFailureUnlessCancelled } from '../../../session/reauthentication/with-reauthentication';
import { EXPORT_REPORTS, useExportReport } from '../api/export-report';
import { useAnalytics } from '../api/get-analytics';
import { ClientsOverTimeChart } from '../components/charts/clients-over-time-chart';
import { RequestsPerWeekChart } from '../components/charts/requests-per-week-chart';
import { ShipmentsPerWeekChart } from '../components/charts/shipments-per-week-chart';
import { VaultValueChart } from '../components/charts/vault-value-chart';

export function AnalyticsPage() {
  const analytics = useAnalytics();
  const exportReport = useExportReport();
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Shipments, vault holdings, clients and their requests at a glance."
        actions={
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                <Download aria-hidden="true" />
                Export Reports
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {EXPORT_REPORTS.map((report) => (
                <DropdownMenuItem
                  key={report.file}
                  onSelect={() =>
                    exportReport.mutate(report.file, {
                      onError: (error) =>
                        toastFailureUnlessCancelled('Error exporting report', error),
                    })
                  }
                >
                  {report.label} (CSV)
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        }
      />
      <QueryState
        query={analytics}
        loadingText="Loading analytics..."
        errorTitle="Could Not Load Data"
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <div className="xl:col-span-2">
              <ShipmentsPerWeekChart weeks={data.shipments_per_week} />
            </div>
            <VaultValueChart rows={data.vault_value_by_category} />
            <ClientsOverTimeChart rows={data.clients_over_time} />
            <div className="xl:col-span-2">
              <RequestsPerWeekChart
                weeks={data.requests_per_week}
                medianHours={data.median_hours_to_approval}
              />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
