import { useParams } from 'react-router';
import { ISSUE_CATEGORY_LABELS } from '#shared/issue';
import { ISSUE_MESSAGES, type ClientIssueDetail } from '#shared/issue-schema';
import { IssueStatusBadge } from '../../../ui/issue-status-badge';
import { IssueThread } from '../../../ui/issue-thread';
import { DetailQueryPage } from '../../../ui/detail-query-page';
import { MessageForm } from '../../../ui/message-form';
import { PageHeader } from '../../../ui/page-header';
import { toast } from '../../../ui/use-toast';
import { useAddIssueMessage } from '../api/add-issue-message';
import { useIssue } from '../api/get-issue';
import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import { useSession } from '../../../session/get-session';

/** One of the client's issues: the report, the conversation and a box to answer (/vault/issues/:issueId). */
export function IssueDetailPage() {
  const { issueId = '' } = useParams();
  return (
    <DetailQueryPage
      query={useIssue(issueId)}
      back={{ to: '/vault/issues', label: 'Back to Issues' }}
      loadingText="Loading your issue..."
      errorTitle="Error fetching issue"
    >
      {(issue) => <IssueView issue={issue} />}
    </DetailQueryPage>
  );
}

function IssueView({ issue: data }: { issue: ClientIssueDetail }) {
  const addMessage = useAddIssueMessage(data.id);
  const { clientRole } = useSession();
  const mayWrite = clientMay(clientRole, 'issues');
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
          closedReason={
            data.status === 'resolved'
              ? ISSUE_MESSAGES.resolved
              : !mayWrite && clientRole
                ? readOnlyRoleNote(clientRole)
                : undefined
          }
          onSend={send}
        />
      </div>
    </>
  );
}
