import { useMutation } from '@tanstack/react-query';
import type { IssueCategory } from '#shared/issue';
import { answerOf, api } from '../../../lib/api-client';

type IssueReport = {
  trackingNumber: string;
  category: IssueCategory;
  description: string;
  photo: File | undefined;
};

/** Sends the report as a form, the photo beside the text; the server checks and re-encodes it. */
function reportIssue({ trackingNumber, category, description, photo }: IssueReport) {
  return answerOf(
    api.issues.$post({
      form: { tracking_number: trackingNumber, category, description, ...(photo && { photo }) },
    }),
  );
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
