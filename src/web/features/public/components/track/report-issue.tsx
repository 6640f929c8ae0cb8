import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ISSUE_CATEGORIES, ISSUE_CATEGORY_LABELS, type IssueCategory } from '#shared/issue';
import { ISSUE_TEXT_MAX, issueReportFieldsSchema } from '#shared/issue-schema';
import { PHOTO_ACCEPT } from '#shared/photo';
import { ApiError } from '../../../../lib/api';
import { fieldErrorsOf } from '../../../../lib/field-errors';
import { loginPathReturningTo } from '../../../../lib/safe-redirect';
import { useSession } from '../../../../session/get-session';
import { Button } from '../../../../ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../ui/dialog';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';
import { VocabularySelect } from '../../../../ui/native-select';
import { Textarea } from '../../../../ui/textarea';
import { toast } from '../../../../ui/use-toast';
import { useReportIssue } from '../../api/report-issue';

const linkClasses = 'font-medium text-accent-text underline underline-offset-4';

/** The button itself; as a dialog trigger it takes the trigger's props and ref. */
function ReportButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="justify-start" {...props}>
      <TriangleAlert aria-hidden="true" />
      Report Issue
    </Button>
  );
}

/**
 * Report Issue on /track: the shipment's client describes the problem in a dialog; a visitor is
 * asked to sign in (and come back here) or to write to us; an administrator is sent to the queue.
 */
export function ReportIssue({ trackingNumber }: { trackingNumber: string }) {
  const { user, isAdmin } = useSession();
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [reportedId, setReportedId] = useState<string>();

  if (isAdmin) {
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
  return (
    <>
      <ReportIssueDialog trackingNumber={trackingNumber} onReported={setReportedId} />
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

type FieldErrors = Partial<Record<'category' | 'description' | 'photo', string>>;

function ReportIssueDialog({
  trackingNumber,
  onReported,
}: {
  trackingNumber: string;
  onReported: (issueId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<IssueCategory>('delay');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // The toast region is hidden behind the modal, so the dialog says why the report was refused.
  const [refusal, setRefusal] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const report = useReportIssue();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = issueReportFieldsSchema.safeParse({ category, description });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setRefusal(undefined);
    report.mutate(
      { trackingNumber, ...parsed.data, photo: photoInput.current?.files?.[0] },
      {
        onSuccess: (issue) => {
          setOpen(false);
          setDescription('');
          onReported(issue.id);
          toast({
            title: 'Issue Reported',
            description: `Your report on ${trackingNumber} is open; our team will reply in the portal and by e-mail.`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          setRefusal(error.message || 'The issue could not be reported.');
          toast({
            title: 'Issue Not Reported',
            description: error.message || 'The issue could not be reported.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
        setRefusal(undefined);
      }}
    >
      <DialogTrigger asChild>
        <ReportButton />
      </DialogTrigger>
      <DialogContent
        title="Report an Issue"
        description={`Tell us what went wrong with shipment ${trackingNumber}.`}
      >
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField label="What went wrong" error={errors.category} required>
            <VocabularySelect
              values={ISSUE_CATEGORIES}
              labels={ISSUE_CATEGORY_LABELS}
              value={category}
              onChange={(event) => setCategory(event.target.value as IssueCategory)}
            />
          </FormField>
          <FormField
            label="Description"
            error={errors.description}
            hint={`10 to ${ISSUE_TEXT_MAX} characters.`}
            required
          >
            <Textarea
              rows={5}
              value={description}
              maxLength={ISSUE_TEXT_MAX}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors(({ description: _gone, ...rest }) => rest);
              }}
            />
          </FormField>
          <FormField
            label="Photo (optional)"
            error={errors.photo}
            hint="JPEG, PNG or WebP, up to 10 MB."
          >
            <Input
              ref={photoInput}
              type="file"
              accept={PHOTO_ACCEPT}
              className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
              onChange={() => setErrors(({ photo: _gone, ...rest }) => rest)}
            />
          </FormField>
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
          <DialogFormActions
            submitLabel="Send Report"
            pendingLabel="Sending..."
            pending={report.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
