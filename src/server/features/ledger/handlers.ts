import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import { requireSession } from '../../auth/session';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { ledgerPublicKeys } from '../../ledger/ledger-keys';
import * as checkpoints from './read-checkpoints';
import * as proofs from './ledger-proofs';
import * as signing from './sign-checkpoint';
import type {
  GetConsistencyProofRoute,
  GetLatestCheckpointRoute,
  GetShipmentLedgerProofsRoute,
  GetVaultItemLedgerProofsRoute,
  ListLedgerKeysRoute,
  SignCheckpointRoute,
} from './routes';

function keysOf(c: Context<AppEnv>) {
  const { config } = c.get('deps');
  return ledgerPublicKeys(config.receiptSigningKey, config.previousPublicKeys);
}

export const getLatestCheckpoint: AppRouteHandler<GetLatestCheckpointRoute> = async (c) =>
  c.json(await checkpoints.getLatestCheckpoint({ db: c.get('deps').db }), 200);

export const listLedgerKeys: AppRouteHandler<ListLedgerKeysRoute> = (c) =>
  c.json({ keys: keysOf(c) }, 200);

export const getConsistencyProof: AppRouteHandler<GetConsistencyProofRoute> = async (c) =>
  c.json(
    await checkpoints.getConsistencyProof({ db: c.get('deps').db, ...c.req.valid('query') }),
    200,
  );

export const getShipmentLedgerProofs: AppRouteHandler<GetShipmentLedgerProofsRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    await proofs.getShipmentLedgerProofs({
      db: c.get('deps').db,
      viewer: user,
      keys: keysOf(c),
      trackingNumber: c.req.valid('param').number,
    }),
    200,
  );
};

export const getVaultItemLedgerProofs: AppRouteHandler<GetVaultItemLedgerProofsRoute> = async (
  c,
) => {
  const { user } = await requireSession(c);
  return c.json(
    await proofs.getVaultItemLedgerProofs({
      db: c.get('deps').db,
      viewer: user,
      keys: keysOf(c),
      itemId: c.req.valid('param').itemId,
    }),
    200,
  );
};

export const signCheckpoint: AppRouteHandler<SignCheckpointRoute, AdminEnv> = async (c) => {
  const { db, config } = c.get('deps');
  const { checkpoint, signed } = await signing.signCheckpoint({
    db,
    key: config.receiptSigningKey,
    ...staffChangeOf(c),
  });
  return signed ? c.json(checkpoint, 201) : c.json(checkpoint, 200);
};
