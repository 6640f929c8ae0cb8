import { Download } from 'lucide-react';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { EXPORT_REPORTS, useAnalytics } from '../api/get-analytics';
import { ClientsOverTimeChart } from '../components/charts/clients-over-time-chart';
import { ShipmentsPerWeekChart } from '../components/charts/shipments-per-week-chart';
import { VaultValueChart } from '../components/charts/vault-value-chart';

export function AnalyticsPage() {
  const analytics = useAnalytics();
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Shipments, vault holdings and clients at a glance."
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
                <DropdownMenuItem key={report.href} asChild>
                  <a href={report.href} download>
                    {report.label} (CSV)
                  </a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        }
      />
      {analytics.isPending ? (
        <LoadingState text="Loading analytics..." />
      ) : analytics.isError ? (
        <ErrorState
          title="Could Not Load Data"
          message={analytics.error.message}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <div className="xl:col-span-2">
            <ShipmentsPerWeekChart weeks={analytics.data.shipments_per_week} />
          </div>
          <VaultValueChart rows={analytics.data.vault_value_by_category} />
          <ClientsOverTimeChart rows={analytics.data.clients_over_time} />
        </div>
      )}
    </>
  );
}
