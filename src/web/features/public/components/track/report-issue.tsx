import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { loginPathReturningTo } from '../../../../lib/safe-redirect';
import { useOpenedDialog } from '../../../../lib/use-opened-dialog';
import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import { useSession } from '../../../../session/get-session';
import { Button } from '../../../../ui/button';
import { EMPTY_ISSUE_DRAFT } from './issue-draft';

const loadReportIssueDialog = () => import('./report-issue-dialog');
const ReportIssueDialog = lazy(async () => ({
  default: (await loadReportIssueDialog()).ReportIssueDialog,
}));

const linkClasses = 'font-medium text-accent-text underline underline-offset-4';

function ReportButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="justify-start" {...props}>
      <TriangleAlert aria-hidden="true" />
      Report Issue
    </Button>
  );
}

/**
 * Report Issue on /track: a person of the shipment's client organisation describes the problem in
 * a dialog (a Viewer is told their role does not allow it); a visitor is asked to sign in (and come
 * back here) or to write to us; an administrator is sent to the queue.
 */
export function ReportIssue({ trackingNumber }: { trackingNumber: string }) {
  const { user, isStaff, clientRole } = useSession();
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [reportedId, setReportedId] = useState<string>();
  const dialog = useOpenedDialog<true>();
  const [draft, setDraft] = useState(EMPTY_ISSUE_DRAFT);

  if (isStaff) {
    return (
      <Button asChild variant="outline" className="justify-start">
        <Link to={`/admin/issues?search=${encodeURIComponent(trackingNumber)}`}>
          <TriangleAlert aria-hidden="true" />
          Issues of this shipment
        </Link>
      </Button>
    );
  }
  if (!user) {
    return (
      <>
        <ReportButton onClick={() => setAskToSignIn(true)} />
        {askToSignIn && (
          <p role="status" className="text-sm text-muted-foreground">
            Issues are reported by the shipment&apos;s client.{' '}
            <Link
              to={loginPathReturningTo(`/track?number=${encodeURIComponent(trackingNumber)}`)}
              className={linkClasses}
            >
              Sign in to report an issue
            </Link>{' '}
            or{' '}
            <Link to="/contact" className={linkClasses}>
              contact us
            </Link>
            .
          </p>
        )}
      </>
    );
  }
  if (clientRole && !clientMay(clientRole, 'issues')) {
    return <p className="text-sm text-muted-foreground">{readOnlyRoleNote(clientRole)}</p>;
  }
  return (
    <>
      <ReportButton
        aria-haspopup="dialog"
        aria-expanded={dialog.what !== null}
        onPointerEnter={() => void loadReportIssueDialog()}
        onFocus={() => void loadReportIssueDialog()}
        onClick={(event) => dialog.open(true, event.currentTarget)}
      />
      {dialog.what && (
        <Suspense fallback={null}>
          <ReportIssueDialog
            trackingNumber={trackingNumber}
            draft={draft}
            onDraftChange={setDraft}
            onClose={dialog.close}
            onReported={(issueId) => {
              dialog.close();
              setDraft(EMPTY_ISSUE_DRAFT);
              setReportedId(issueId);
            }}
          />
        </Suspense>
      )}
      {reportedId && (
        <p role="status" className="text-sm text-muted-foreground">
          Your report is open.{' '}
          <Link to={`/vault/issues/${reportedId}`} className={linkClasses}>
            Follow your issue in the portal
          </Link>
        </p>
      )}
    </>
  );
}
