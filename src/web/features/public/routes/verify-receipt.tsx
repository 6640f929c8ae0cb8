import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { PageMeta } from '../../../lib/page-meta';
import { QueryState } from '../../../ui/query-state';
import { useDocumentVerdict } from '../api/verify-document';
import { PageHero } from '../components/shared/page-hero';
import { GenuineQuote } from '../components/verify/genuine-quote';
import { GenuineReceipt } from '../components/verify/genuine-receipt';
import { InvalidReceipt } from '../components/verify/invalid-receipt';

/**
 * /verify/:documentId, where the QR code of a receipt or a quote leads: is this document genuine?
 * The page speaks of receipts until it knows the document is a quote (decision 068).
 */
export function VerifyReceiptPage() {
  const { documentId = '' } = useParams();
  const verdict = useDocumentVerdict(documentId);
  const isQuote = verdict.data?.status === 'genuine' && verdict.data.document.type === 'quote';
  const noun = isQuote ? 'Quote' : 'Receipt';

  return (
    <>
      <PageMeta
        title={`Verify ${noun}`}
        description="Check that an Orion Transit & Custody receipt or quote is genuine and unchanged."
      />
      <PageHero eyebrow={`${noun} Verification`} title={`Verify a ${noun}`}>
        <p>
          Every receipt and quote we issue is signed. This page checks the signature and shows what
          the document states, so you can compare it with the copy you hold.
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
            data.status === 'not_valid' ? (
              <InvalidReceipt />
            ) : data.document.type === 'quote' ? (
              <GenuineQuote quote={data.document} />
            ) : (
              <GenuineReceipt receipt={data.document} />
            )
          }
        </QueryState>
      </div>
    </>
  );
}
