import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { CustodyCheckResult } from '../../../lib/custody-check/custody-check-result';
import { formatDateTime } from '../../../lib/format';
import { PageMeta } from '../../../lib/page-meta';
import { Spinner } from '../../../ui/spinner';
import { useProofBundleCheck } from '../api/check-proof-bundle';
import { PageHero } from '../components/shared/page-hero';
import { ProofBundleInput } from '../components/verify/proof-bundle-input';

const SUBJECTS = { shipment: 'Shipment', vault_item: 'Vault item' } as const;

/**
 * /verify: anyone holding a custody proof (saved from the portal) checks it here, in their own
 * browser, against the checkpoint it holds and our public keys (decision 080).
 */
export function VerifyCustodyPage() {
  const checking = useProofBundleCheck();

  return (
    <>
      <PageMeta
        title="Verify a Custody Record"
        description="Check a custody proof from Orion Transit & Custody in your own browser: each event against our signed ledger checkpoint."
      />
      <PageHero eyebrow="Custody Verification" title="Verify a Custody Record">
        <p>
          Every custody event is written to a ledger whose checkpoints we sign. Give this page the
          proof you downloaded from the portal: your browser checks each event against the signed
          checkpoint and our public keys, without taking our word for it.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
        <ProofBundleInput
          onBundle={(text) => checking.mutate(text)}
          checking={checking.isPending}
        />
        <section aria-label="Result" className="grid gap-4">
          {checking.isPending && <Spinner label="Checking the proof..." showLabel />}
          {checking.isError && (
            <p role="alert" className="text-destructive">
              {checking.error instanceof ApiError
                ? `Our public keys could not be fetched to check the proof against: ${checking.error.message}`
                : checking.error.message}
            </p>
          )}
          {checking.isSuccess && (
            <>
              <h2 className="text-2xl font-bold tracking-tight">
                {SUBJECTS[checking.data.bundle.subject.type]} {checking.data.bundle.subject.id}
              </h2>
              <p className="text-sm text-muted-foreground">
                Proof saved {formatDateTime(checking.data.bundle.created_at)}.
              </p>
              <CustodyCheckResult check={checking.data.check} />
            </>
          )}
        </section>
        <p className="text-sm text-muted-foreground">
          A receipt or a quote is checked from the QR code printed on it. Questions?{' '}
          <Link to="/contact" className="font-medium text-accent-text underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
