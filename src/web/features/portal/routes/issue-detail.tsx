import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ISSUE_CATEGORY_LABELS } from '#shared/issue';
import { ISSUE_MESSAGES } from '#shared/issue-schema';
import { Button } from '../../../ui/button';
import { IssueStatusBadge } from '../../../ui/issue-status-badge';
import { IssueThread } from '../../../ui/issue-thread';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { MessageForm } from '../../../ui/message-form';
import { PageHeader } from '../../../ui/page-header';
import { toast } from '../../../ui/use-toast';
import { useAddIssueMessage } from '../api/add-issue-message';
import { useIssue } from '../api/get-issue';

/** One of the client's issues: the report, the conversation and a box to answer (/vault/issues/:issueId). */
export function IssueDetailPage() {
  const { issueId = '' } = useParams();
  const issue = useIssue(issueId);
  const addMessage = useAddIssueMessage(issueId);

  const backLink = (
    <Button asChild variant="ghost" className="mb-4 -ml-3">
      <Link to="/vault/issues">
        <ArrowLeft aria-hidden="true" />
        Back to Issues
      </Link>
    </Button>
  );
  if (issue.isPending) {
    return (
      <>
        {backLink}
        <LoadingState text="Loading your issue..." />
      </>
    );
  }
  if (issue.isError) {
    return (
      <>
        {backLink}
        <ErrorState
          title="Error fetching issue"
          message={issue.error.message}
          onRetry={() => void issue.refetch()}
          retrying={issue.isFetching}
        />
      </>
    );
  }

  const data = issue.data;
  const send = (body: string) =>
    addMessage.mutateAsync(body).then(
      () => {
        toast({ title: 'Message Sent', description: 'Our team will read it shortly.' });
        return true;
      },
      (error: Error) => {
        toast({ title: 'Message Not Sent', description: error.message, variant: 'destructive' });
        return false;
      },
    );

  return (
    <>
      {backLink}
      <PageHeader
        title={`${ISSUE_CATEGORY_LABELS[data.category]} on ${data.tracking_number}`}
        description="Your report and our conversation about it."
        actions={<IssueStatusBadge status={data.status} />}
      />
      <div className="grid max-w-3xl gap-6">
        {data.photo_url && (
          <figure className="grid gap-2">
            <img
              src={data.photo_url}
              alt="The photo you sent with your report"
              className="max-h-80 w-fit rounded-lg border border-border"
            />
          </figure>
        )}
        <IssueThread
          report={{ author: 'You', description: data.description, created_at: data.created_at }}
          messages={data.messages}
          authorOf={(message) => (message.author_role === 'staff' ? 'OTC staff' : 'You')}
        />
        <MessageForm
          label="Your message"
          submitLabel="Send Message"
          pendingLabel="Sending..."
          pending={addMessage.isPending}
          closedReason={data.status === 'resolved' ? ISSUE_MESSAGES.resolved : undefined}
          onSend={send}
        />
      </div>
    </>
  );
}
