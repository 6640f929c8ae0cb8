import { ArrowLeft } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import type { AssignedShipment } from '#shared/courier';
import {
  CUSTODY_MESSAGES,
  HANDOFF_KIND_LABELS,
  sealsMatch,
  SIGNATURE_MAX_BYTES,
  type HandoffKind,
} from '#shared/custody';
import type { Handoff } from '#shared/custody-schema';
import { PHOTOS_PER_UPDATE } from '#shared/photo';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useCrewShipments, useHandoffTargets } from '../api/crew-queries';
import { SealField } from '../components/seal-field';
import { SignaturePad, type SignaturePadHandle } from '../components/signature-pad';
import { chainState, nextKinds } from '../lib/chain-state';
import { takeFix, type Fix } from '../lib/use-position-reporter';
import { isReachable } from '../outbox/connection';
import { outboxChanged } from '../outbox/outbox-changes';
import { queueHandoff } from '../outbox/outbox-store';
import { requestSend, useOutboxContents } from '../outbox/use-outbox';
import type { CrewContext } from '../lib/crew-context';

/** A fix older than this is taken again for a handoff: the handoff is where it is signed. */
const FRESH_FIX_MS = 30_000;

type Errors = Partial<Record<'seals' | 'signer' | 'signature' | 'target' | 'position', string>>;

export function CrewHandoffPage() {
  const { shipmentId } = useParams();
  const shipments = useCrewShipments();
  const outbox = useOutboxContents();
  const shipment = shipments.data?.find((one) => one.id === shipmentId);

  if (shipments.isPending || !outbox) return <p role="status">Loading the shipment…</p>;
  if (!shipment) {
    return (
      <div className="grid gap-3">
        <p>This shipment is not assigned to your crew.</p>
        <BackLink />
      </div>
    );
  }
  return <HandoffForm shipment={shipment} queued={outbox.handoffs} />;
}

function BackLink() {
  return (
    <Link to="/crew" className="flex items-center gap-1 text-sm underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      My shipments
    </Link>
  );
}

function HandoffForm({
  shipment,
  queued,
}: {
  shipment: AssignedShipment;
  queued: Parameters<typeof chainState>[1];
}) {
  const { position } = useOutletContext<CrewContext>();
  const navigate = useNavigate();
  const state = chainState(shipment, queued);
  const kinds = nextKinds(state.last);
  const [kind, setKind] = useState<HandoffKind | undefined>(kinds[0]);
  const [seals, setSeals] = useState<string[]>([]);
  const [signer, setSigner] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [targetCrew, setTargetCrew] = useState('');
  const [targetVehicle, setTargetVehicle] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const signature = useRef<SignaturePadHandle>(null);
  const targets = useHandoffTargets();
  const kindLegend = useId();
  const onInk = useCallback((ink: boolean) => setHasInk(ink), []);

  if (state.blocked) {
    return (
      <div className="grid gap-3">
        <BackLink />
        <p>
          A handoff of {shipment.tracking_number} was refused: deal with it under My shipments
          before recording another.
        </p>
      </div>
    );
  }
  if (!kind) {
    return (
      <div className="grid gap-3">
        <BackLink />
        <p>{CUSTODY_MESSAGES.finished}</p>
      </div>
    );
  }

  const sealsDiffer =
    kind !== 'pickup' && state.pickupSeals.length > 0 && !sealsMatch(state.pickupSeals, seals);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (kind === 'pickup' && seals.length === 0) found.seals = CUSTODY_MESSAGES.sealsAtPickup;
    if (signer.trim().length < 2) found.signer = CUSTODY_MESSAGES.signerName;
    if (!hasInk) found.signature = CUSTODY_MESSAGES.signature;
    if (kind === 'transfer' && !targetCrew && !targetVehicle) {
      found.target = CUSTODY_MESSAGES.transferTarget;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const png = await signature.current?.toPng();
      if (!png) {
        setErrors({ signature: CUSTODY_MESSAGES.signature });
        return;
      }
      if (png.size > SIGNATURE_MAX_BYTES) {
        setErrors({ signature: CUSTODY_MESSAGES.signatureTooLarge });
        return;
      }
      let fix: Fix;
      try {
        fix =
          position.fix && Date.now() - position.fix.at < FRESH_FIX_MS
            ? position.fix
            : await takeFix();
      } catch (error) {
        setErrors({ position: (error as Error).message });
        return;
      }
      const handoff: Handoff = {
        device_id: crypto.randomUUID(),
        kind,
        seal_numbers: seals,
        signer_name: signer.trim(),
        latitude: fix.latitude,
        longitude: fix.longitude,
        accuracy_m: fix.accuracy_m,
        device_time: new Date().toISOString(),
        to_crew_id: kind === 'transfer' && targetCrew ? targetCrew : null,
        to_vehicle_id: kind === 'transfer' && targetVehicle ? targetVehicle : null,
      };
      await queueHandoff({
        shipment_id: shipment.id,
        tracking_number: shipment.tracking_number,
        handoff,
        signature: png,
        photos,
      });
      outboxChanged();
      requestSend();
      toast({
        title: `${HANDOFF_KIND_LABELS[kind]} saved on this phone`,
        description: isReachable()
          ? 'Sending it now.'
          : 'It is sent as soon as the phone has network again.',
      });
      void navigate('/crew');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <BackLink />
      <div>
        <h1 className="text-xl font-semibold">{shipment.tracking_number}</h1>
        <p className="text-sm text-muted-foreground">
          {shipment.origin} → {shipment.destination}
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend id={kindLegend} className="mb-1 text-sm font-medium">
          Handoff
        </legend>
        <div className="flex flex-wrap gap-3">
          {kinds.map((one) => (
            <label key={one} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={one}
                checked={kind === one}
                onChange={() => setKind(one)}
              />
              {HANDOFF_KIND_LABELS[one]}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'transfer' && (
        <div className="grid gap-3">
          <FormField label="To crew" error={errors.target}>
            <NativeSelect
              value={targetCrew}
              onChange={(event) => setTargetCrew(event.target.value)}
            >
              <option value="">Same crew</option>
              {(targets.data?.crews ?? [])
                .filter((crew) => crew.id !== shipment.crew_id)
                .map((crew) => (
                  <option key={crew.id} value={crew.id}>
                    {crew.name}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          <FormField label="To vehicle">
            <NativeSelect
              value={targetVehicle}
              onChange={(event) => setTargetVehicle(event.target.value)}
            >
              <option value="">Same vehicle</option>
              {(targets.data?.vehicles ?? []).map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.registration}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}

      {kind !== 'pickup' && state.pickupSeals.length > 0 && (
        <p className="text-sm">
          Seals at pickup: <span className="font-mono">{state.pickupSeals.join(', ')}</span>
        </p>
      )}
      <SealField seals={seals} onChange={setSeals} error={errors.seals} />
      {sealsDiffer && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          These seals differ from those at pickup. Recording this{' '}
          {HANDOFF_KIND_LABELS[kind].toLowerCase()} puts the shipment On Hold and opens a Broken
          seal issue for operations.
        </p>
      )}

      <FormField label="Photos" hint={`Up to ${PHOTOS_PER_UPDATE}: the seals, the packaging.`}>
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          multiple
          onChange={(event) =>
            setPhotos([...(event.target.files ?? [])].slice(0, PHOTOS_PER_UPDATE))
          }
        />
      </FormField>
      {photos.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {photos.length} photo{photos.length === 1 ? '' : 's'} chosen.
        </p>
      )}

      <FormField label="Name of the person signing" error={errors.signer} required>
        <Input
          value={signer}
          autoComplete="off"
          onChange={(event) => setSigner(event.target.value)}
        />
      </FormField>
      <SignaturePad ref={signature} label="Signature" error={errors.signature} onInk={onInk} />

      {errors.position && (
        <p role="alert" className="text-sm text-destructive">
          {errors.position}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        Record {HANDOFF_KIND_LABELS[kind].toLowerCase()}
      </Button>
    </form>
  );
}
