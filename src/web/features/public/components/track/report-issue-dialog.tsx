import { useRef, useState, type FormEvent } from 'react';
import { ISSUE_CATEGORIES, ISSUE_CATEGORY_LABELS, type IssueCategory } from '#shared/issue';
import { ISSUE_TEXT_MAX, issueReportFieldsSchema } from '#shared/issue-schema';
import { PHOTO_ACCEPT } from '#shared/photo';
import { ApiError } from '../../../../lib/api';
import { fieldErrorsOf } from '../../../../lib/field-errors';
import { Dialog, DialogContent, DialogFormActions } from '../../../../ui/dialog';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';
import { VocabularySelect } from '../../../../ui/native-select';
import { Textarea } from '../../../../ui/textarea';
import { toast } from '../../../../ui/use-toast';
import { useReportIssue } from '../../api/report-issue';
import type { IssueDraft } from './issue-draft';

type FieldErrors = Partial<Record<'category' | 'description' | 'photo', string>>;

type ReportIssueDialogProps = {
  trackingNumber: string;
  /** What the client has written so far: kept by the page, so closing the dialog loses nothing. */
  draft: IssueDraft;
  onDraftChange: (draft: IssueDraft) => void;
  onReported: (issueId: string) => void;
  onClose: () => void;
};

/**
 * The shipment's client describes the problem. Its own chunk (with the issue schemas and radix
 * Dialog), fetched when Report Issue is pointed at, focused or clicked: a tracking answer's first
 * load does without it, as /login does without the reset dialog (decision 037). Mounted open.
 */
export function ReportIssueDialog({
  trackingNumber,
  draft,
  onDraftChange,
  onReported,
  onClose,
}: ReportIssueDialogProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // The toast region is hidden behind the modal, so the dialog says why the report was refused.
  const [refusal, setRefusal] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const report = useReportIssue();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = issueReportFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setRefusal(undefined);
    report.mutate(
      { trackingNumber, ...parsed.data, photo: photoInput.current?.files?.[0] },
      {
        onSuccess: (issue) => {
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Report an Issue"
        description={`Tell us what went wrong with shipment ${trackingNumber}.`}
      >
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField label="What went wrong" error={errors.category} required>
            <VocabularySelect
              values={ISSUE_CATEGORIES}
              labels={ISSUE_CATEGORY_LABELS}
              value={draft.category}
              onChange={(event) =>
                onDraftChange({ ...draft, category: event.target.value as IssueCategory })
              }
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
              value={draft.description}
              maxLength={ISSUE_TEXT_MAX}
              onChange={(event) => {
                onDraftChange({ ...draft, description: event.target.value });
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
