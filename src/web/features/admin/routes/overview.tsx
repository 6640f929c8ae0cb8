import { formatCount } from '#shared/pluralize';
import { Minus, Package, TrendingDown, TrendingUp, Truck, Users, Vault } from 'lucide-react';
import { OpenIssuesCard } from '../components/open-issues-card';
import type { LucideIcon } from 'lucide-react';
import { describeChange, type OverviewStat, type OverviewStats } from '#shared/admin/overview';
import { cn } from '../../../lib/cn';
import { ErrorState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { useOverview } from '../api/get-overview';
import { AccessRequestsPanel } from '../components/access-requests-panel';
import { staffMay } from '#shared/staff-access';
import { useSession } from '../../../session/get-session';

const CARDS: {
  key: Exclude<keyof OverviewStats, 'open_issues'>;
  title: string;
  icon: LucideIcon;
}[] = [
  { key: 'total_shipments', title: 'Total Shipments', icon: Package },
  { key: 'active_shipments', title: 'Active Shipments', icon: Truck },
  { key: 'total_clients', title: 'Total Clients', icon: Users },
  { key: 'items_in_vault', title: 'Items in Vault', icon: Vault },
];

export function OverviewPage() {
  const overview = useOverview();
  const { staffRole } = useSession();

  return (
    <>
      <PageHeader title="Overview" description="Here's your real-time operational overview." />
      {overview.isError ? (
        <ErrorState
          title="Could Not Load Data"
          message="There was an issue fetching the dashboard statistics."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <ul
          aria-label="Operational statistics"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {CARDS.map(({ key, title, icon }) => (
            <li key={key} className="grid">
              <StatCard title={title} icon={icon} stat={overview.data?.[key]} />
            </li>
          ))}
        </ul>
      )}
      <OpenIssuesCard count={overview.data?.open_issues} linked={staffMay(staffRole, 'issues')} />
      {staffMay(staffRole, 'accessRequests') && <AccessRequestsPanel />}
    </>
  );
}

const TRENDS = {
  up: { icon: TrendingUp, className: 'text-green-700 dark:text-green-400' },
  down: { icon: TrendingDown, className: 'text-red-700 dark:text-red-400' },
  flat: { icon: Minus, className: 'text-muted-foreground' },
};

function StatCard({
  title,
  icon: Icon,
  stat,
}: {
  title: string;
  icon: LucideIcon;
  stat?: OverviewStat;
}) {
  const change = stat ? describeChange(stat) : null;
  const Trend = change ? TRENDS[change.trend].icon : null;
  return (
    // Each card fills its grid cell, so a row's cards are as tall as its tallest.
    <article className="grid content-start gap-2 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      {stat && change && Trend ? (
        <>
          <p className="text-3xl font-bold tabular-nums">{formatCount(stat.total)}</p>
          <p className={cn('flex items-center gap-1 text-sm', TRENDS[change.trend].className)}>
            <Trend aria-hidden="true" className="size-4" />
            {change.text}
          </p>
        </>
      ) : (
        <div aria-label={`Loading ${title}`} role="status" className="grid gap-2">
          <Skeleton className="h-9 w-24" />
          <Skeleton className="h-4 w-36" />
        </div>
      )}
    </article>
  );
}
