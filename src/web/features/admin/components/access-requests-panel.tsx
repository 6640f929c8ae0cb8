import { useState } from 'react';
import type { AccessRequest } from '#shared/admin/access-requests';
import { fullName } from '#shared/person-name';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import type { AccessDecision } from '../api/decide-access-request';
import { useDecideAccessRequest } from '../api/decide-access-request';
import { useAccessRequests } from '../api/get-access-requests';
import { useStaffMayChange } from '../lib/use-staff-may';

const DECISION_BUTTONS = [
  { decision: 'approve', label: 'Approve', variant: 'default' },
  { decision: 'reject', label: 'Reject', variant: 'outline' },
] as const satisfies { decision: AccessDecision; label: string; variant: 'default' | 'outline' }[];

/** What each decision is asked as before it is sent: neither can be taken back here. */
const CONFIRMATIONS: Record<
  AccessDecision,
  {
    title: string;
    description: (name: string) => string;
    confirmLabel: string;
    pendingLabel: string;
    confirmVariant: 'default' | 'destructive';
  }
> = {
  approve: {
    title: 'Approve administrator access?',
    description: (name) =>
      `${name} becomes an administrator and can see and change every shipment, client and vault item.`,
    confirmLabel: 'Approve',
    pendingLabel: 'Approving...',
    confirmVariant: 'default',
  },
  reject: {
    title: 'Reject this request?',
    description: (name) =>
      `${name} stays a client and is told by e-mail that the request was not approved.`,
    confirmLabel: 'Reject',
    pendingLabel: 'Rejecting...',
    confirmVariant: 'destructive',
  },
};

type Decision = { request: AccessRequest; decision: AccessDecision };

const nameOf = (request: AccessRequest) =>
  fullName(request.first_name, request.last_name) || request.email;

/** Pending admin-access requests (decision 001), each approved or rejected here. */
export function AccessRequestsPanel() {
  return (
    <section
      aria-labelledby="access-requests-heading"
      className="mt-8 rounded-lg border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id="access-requests-heading" className="text-xl font-semibold">
        Admin access requests
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        People who chose the Admin account type when they signed up. They stay clients until you
        approve.
      </p>
      <div className="mt-4">
        <AccessRequestsContent />
      </div>
    </section>
  );
}

function AccessRequestsContent() {
  const { data: requests, isPending, isError, error, refetch } = useAccessRequests();
  const decide = useDecideAccessRequest();
  const mayDecide = useStaffMayChange('accessRequests');
  const [asked, setAsked] = useState<Decision | null>(null);

  if (isPending) return <Spinner label="Loading requests..." showLabel />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-medium">Could not load the requests.</p>
          <p className="text-sm text-muted-foreground">{error.message}</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (requests.length === 0) return <p className="text-muted-foreground">No pending requests.</p>;

  const confirmation = asked && CONFIRMATIONS[asked.decision];
  return (
    <>
      <ul className="divide-y divide-border">
        {requests.map((request) => (
          <AccessRequestRow
            key={request.id}
            request={request}
            disabled={decide.isPending}
            mayDecide={mayDecide}
            onDecide={(decision) => setAsked({ request, decision })}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={confirmation?.title ?? ''}
        description={asked && confirmation ? confirmation.description(nameOf(asked.request)) : ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        pendingLabel={confirmation?.pendingLabel}
        confirmVariant={confirmation?.confirmVariant}
        pending={decide.isPending}
        onConfirm={() => {
          if (!asked) return;
          // The hook toasts the outcome either way; the dialog closes once it is known.
          decide.mutate(
            { userId: asked.request.id, decision: asked.decision },
            { onSettled: () => setAsked(null) },
          );
        }}
      />
    </>
  );
}

type AccessRequestRowProps = {
  request: AccessRequest;
  disabled: boolean;
  /** Without it (a role that reads the requests only) the row has no Approve or Reject. */
  mayDecide: boolean;
  onDecide: (decision: AccessDecision) => void;
};

function AccessRequestRow({ request, disabled, mayDecide, onDecide }: AccessRequestRowProps) {
  const name = nameOf(request);

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm break-all text-muted-foreground">{request.email}</p>
        <p className="text-sm text-muted-foreground">
          Requested <time dateTime={request.requested_at}>{formatDate(request.requested_at)}</time>
        </p>
      </div>
      {mayDecide && (
        <div className="flex gap-2">
          {DECISION_BUTTONS.map(({ decision, label, variant }) => (
            <Button
              key={decision}
              size="sm"
              variant={variant}
              aria-label={`${label} ${name}`}
              disabled={disabled}
              onClick={() => onDecide(decision)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
