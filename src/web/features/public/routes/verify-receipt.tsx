import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { PageMeta } from '../../../lib/page-meta';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { useReceiptVerdict } from '../api/verify-receipt';
import { PageHero } from '../components/shared/page-hero';
import { GenuineReceipt } from '../components/verify/genuine-receipt';
import { InvalidReceipt } from '../components/verify/invalid-receipt';

/** /verify/:receiptId, where the QR code of a receipt leads: is this receipt genuine? */
export function VerifyReceiptPage() {
  const { receiptId = '' } = useParams();
  const verdict = useReceiptVerdict(receiptId);

  return (
    <>
      <PageMeta
        title="Verify Receipt"
        description="Check that an Orion Transit & Custody shipment receipt is genuine and unchanged."
      />
      <PageHero eyebrow="Receipt Verification" title="Verify a Receipt">
        <p>
          Every receipt we issue is signed. This page checks the signature and shows what the
          receipt states, so you can compare it with the copy you hold.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {verdict.isPending ? (
          <LoadingState text="Checking the receipt…" />
        ) : verdict.isError ? (
          <ErrorState
            title="The receipt could not be checked"
            message={
              verdict.error instanceof ApiError && verdict.error.status === 429
                ? verdict.error.message
                : 'Please try again in a moment.'
            }
            onRetry={() => void verdict.refetch()}
            retrying={verdict.isFetching}
          />
        ) : verdict.data.status === 'genuine' ? (
          <GenuineReceipt receipt={verdict.data.receipt} />
        ) : (
          <InvalidReceipt />
        )}
      </div>
    </>
  );
}
