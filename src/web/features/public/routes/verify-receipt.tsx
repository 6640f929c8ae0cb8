import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { PageMeta } from '../../../lib/page-meta';
import { QueryState } from '../../../ui/query-state';
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
        <QueryState
          query={verdict}
          loadingText="Checking the receipt…"
          errorTitle="The receipt could not be checked"
          errorMessage={(error) =>
            error instanceof ApiError && error.status === 429
              ? error.message
              : 'Please try again in a moment.'
          }
        >
          {(data) =>
            data.status === 'genuine' ? (
              <GenuineReceipt receipt={data.receipt} />
            ) : (
              <InvalidReceipt />
            )
          }
        </QueryState>
      </div>
    </>
  );
}
