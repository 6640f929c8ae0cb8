import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { proofBundleFileName, proofBundleOf, type ProofBundleSubject } from '#shared/ledger-bundle';
import { pluralize } from '#shared/pluralize';
import { CustodyCheckResult } from '../../../lib/custody-check/custody-check-result';
import { saveFile } from '../../../lib/download-file';
import { Button } from '../../../ui/button';
import { LoadFailure } from '../../../ui/load-failure';
import { Spinner } from '../../../ui/spinner';
import { useCustodyRecord } from '../api/check-custody-record';

/**
 * "Verify custody record" (decision 080): each custody event of a shipment or vault item checked
 * in this browser against the ledger's latest checkpoint, and the proof to take away.
 */
export function CustodyRecordCheck({ subject }: { subject: ProofBundleSubject }) {
  const record = useCustodyRecord(subject);
  if (record.isPending) return <Spinner label="Checking the custody record..." showLabel />;
  if (record.isError) {
    return (
      <LoadFailure onRetry={() => void record.refetch()}>
        The custody record could not be checked. {record.error.message}
      </LoadFailure>
    );
  }
  const { proofs, check } = record.data;
  if (proofs.entries.length === 0) {
    return <p role="status">No custody events are recorded yet.</p>;
  }
  if (!proofs.checkpoint || !check) {
    return (
      <p role="status">
        {pluralize(proofs.entries.length, 'custody event')} recorded, none in a checkpoint yet: the
        first checkpoint (within the hour) will cover them.
      </p>
    );
  }
  const { checkpoint } = proofs;

  function downloadProof() {
    const bundle = proofBundleOf({ subject, ...proofs, checkpoint, createdAt: new Date() });
    saveFile(
      new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }),
      proofBundleFileName(subject),
    );
  }

  return (
    <div className="grid gap-4">
      <CustodyCheckResult check={check} />
      <p className="text-sm text-muted-foreground">
        The proof holds these events, their proofs and the signed checkpoint: anyone can check it on
        our{' '}
        <Link to="/verify" className="font-medium text-accent-text underline underline-offset-4">
          Verify page
        </Link>
        , or with their own tools.
      </p>
      <div>
        <Button variant="outline" onClick={downloadProof}>
          <Download aria-hidden="true" />
          Download proof
        </Button>
      </div>
    </div>
  );
}
