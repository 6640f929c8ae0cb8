import { adminRouter, createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The custody ledger for those who check it (decision 074): the latest checkpoint, the keys and
 * consistency proofs for anyone; a shipment's or item's entries with their proofs for its owner.
 */
export function ledgerRoutes() {
  return createRouter()
    .openapi(routes.getLatestCheckpoint, handlers.getLatestCheckpoint)
    .openapi(routes.listLedgerKeys, handlers.listLedgerKeys)
    .openapi(routes.getConsistencyProof, handlers.getConsistencyProof)
    .openapi(routes.getShipmentLedgerProofs, handlers.getShipmentLedgerProofs)
    .openapi(routes.getVaultItemLedgerProofs, handlers.getVaultItemLedgerProofs);
}

/** Signing a checkpoint when asked, besides the hourly one. */
export function adminLedgerRoutes() {
  return adminRouter().openapi(routes.signCheckpoint, handlers.signCheckpoint);
}
