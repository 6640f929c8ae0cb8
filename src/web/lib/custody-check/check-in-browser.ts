import type { LedgerCheckpoint, LedgerEntryProof, LedgerPublicKey } from '#shared/ledger';
import { checkCustodyRecord, type CustodyRecordCheck } from '#shared/ledger-bundle';
import { webDigest, webSignatureCheck } from './web-crypto';

/**
 * Checks custody entries against their checkpoint here, in the browser (decision 080): the
 * hashes and the signature are computed by the browser's WebCrypto, never taken from the server.
 * Its own chunk: the pages that check load it when they check.
 */
export function checkInBrowser(record: {
  checkpoint: LedgerCheckpoint;
  keys: readonly LedgerPublicKey[];
  entries: readonly LedgerEntryProof[];
  trustedKeys?: readonly LedgerPublicKey[];
}): Promise<CustodyRecordCheck> {
  return checkCustodyRecord({
    ...record,
    digest: webDigest,
    verifySignature: webSignatureCheck,
  });
}
