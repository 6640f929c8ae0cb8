import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ISSUE_CATEGORY_LABELS } from '#shared/issue';
import { ISSUE_MESSAGES, type AdminIssueDetail } from '#shared/issue-schema';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../session/get-session';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IssueStatusBadge } from '../../../ui/issue-status-badge';
import { IssueThread } from '../../../ui/issue-thread';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { MessageForm } from '../../../ui/message-form';
import { PageHeader } from '../../../ui/page-header';
import { toast } from '../../../ui/use-toast';
import { useAdminIssue } from '../api/get-issue';
import {
  useAssignIssue,
  useReopenIssue,
  useReplyToIssue,
  useResolveIssue,
} from '../api/write-issue';
import { clientLabel } from '../components/client-label';
import { useStaffMayChange } from '../lib/use-staff-may';

function failed(title: string) {
  return (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
}

/** One issue for staff: who reported what, the conversation, and each step it can take. */
export function IssueDetailPage() {
  const { issueId = '' } = useParams();
  return (
    <DetailQueryPage
      query={useAdminIssue(issueId)}
      back={{ to: '/admin/issues', label: 'Back to All Issues' }}
      loadingText="Loading issue..."
      errorTitle="Error fetching issue"
    >
      {(issue) => <IssueView issue={issue} />}
    </DetailQueryPage>
  );
}

function IssueView({ issue }: { issue: AdminIssueDetail }) {
  const { user } = useSession();
  const assign = useAssignIssue(issue.id);
  const reply = useReplyToIssue(issue.id);
  const resolve = useResolveIssue(issue.id);
  const reopen = useReopenIssue(issue.id);
  const [confirmingResolve, setConfirmingResolve] = useState(false);
  const mayChange = useStaffMayChange('issues');
  const resolved = issue.status === 'resolved';
  const client = clientLabel(issue.client);

  const sendReply = (body: string) =>
    reply.mutateAsync(body).then(
      () => {
        toast({ title: 'Reply Sent', description: `${client} has been e-mailed your reply.` });
        return true;
      },
      (error: Error) => {
        failed('Error sending reply')(error);
        return false;
      },
    );

  return (
    <>
      <PageHeader
        title={`${ISSUE_CATEGORY_LABELS[issue.category]} on ${issue.tracking_number}`}
        description={`Reported by ${client} on ${formatDateTime(issue.created_at)}.`}
        actions={<IssueStatusBadge status={issue.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          {issue.photo_url && (
            <img
              src={issue.photo_url}
              alt={`The photo ${client} sent with the report`}
              className="max-h-80 w-fit rounded-lg border border-border"
            />
          )}
          <IssueThread
            report={{
              author: client,
              description: issue.description,
              created_at: issue.created_at,
            }}
            messages={issue.messages}
            authorOf={(message) =>
              message.author_name ?? (message.author_role === 'staff' ? 'OTC staff' : client)
            }
          />
          {mayChange && (
            <MessageForm
              label="Reply to the client"
              submitLabel="Send Reply"
              pendingLabel="Sending..."
              pending={reply.isPending}
              closedReason={resolved ? ISSUE_MESSAGES.resolved : undefined}
              onSend={sendReply}
            />
          )}
        </div>
        <Card className="content-start self-start">
          <CardHeader>
            <CardTitle as="h2">Ticket</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <dl className="grid gap-2">
              <dt className="text-muted-foreground">Client</dt>
              <dd>
                {client}
                {issue.client && (
                  <span className="block text-muted-foreground">{issue.client.email}</span>
                )}
              </dd>
              <dt className="text-muted-foreground">Shipment</dt>
              <dd>
                {issue.shipment_id ? (
                  <Link
                    to={`/admin/shipments/${issue.shipment_id}`}
                    className="font-mono text-accent-text underline underline-offset-4"
                  >
                    {issue.tracking_number}
                  </Link>
                ) : (
                  <span className="font-mono">{issue.tracking_number} (deleted)</span>
                )}
              </dd>
              <dt className="text-muted-foreground">Assigned to</dt>
              <dd>{issue.assignee?.name ?? 'Unassigned'}</dd>
              {issue.resolved_at && (
                <>
                  <dt className="text-muted-foreground">Resolved</dt>
                  <dd>{formatDateTime(issue.resolved_at)}</dd>
                </>
              )}
            </dl>
            {mayChange && issue.assignee?.id !== user?.id && (
              <Button
                variant="outline"
                disabled={assign.isPending}
                onClick={() =>
                  assign.mutate(undefined, {
                    onSuccess: () =>
                      toast({ title: 'Issue Assigned', description: 'The issue is now yours.' }),
                    onError: failed('Error assigning issue'),
                  })
                }
              >
                <UserCheck aria-hidden="true" />
                {assign.isPending ? 'Assigning...' : 'Assign to me'}
              </Button>
            )}
            {!mayChange ? null : resolved ? (
              <Button
                variant="outline"
                disabled={reopen.isPending}
                onClick={() =>
                  reopen.mutate(undefined, {
                    onSuccess: () =>
                      toast({ title: 'Issue Reopened', description: 'The thread is open again.' }),
                    onError: failed('Error reopening issue'),
                  })
                }
              >
                {reopen.isPending ? 'Reopening...' : 'Reopen'}
              </Button>
            ) : (
              <Button onClick={() => setConfirmingResolve(true)}>Resolve</Button>
            )}
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={confirmingResolve}
        onOpenChange={setConfirmingResolve}
        title="Resolve this issue?"
        description="The conversation closes: neither the client nor staff can write in it unless it is reopened."
        confirmLabel="Resolve"
        pendingLabel="Resolving..."
        confirmVariant="default"
        pending={resolve.isPending}
        onConfirm={() =>
          resolve.mutate(undefined, {
            onSuccess: () => {
              setConfirmingResolve(false);
              toast({
                title: 'Issue Resolved',
                description: `The issue on ${issue.tracking_number} is resolved.`,
              });
            },
            onError: failed('Error resolving issue'),
          })
        }
      />
    </>
  );
}
