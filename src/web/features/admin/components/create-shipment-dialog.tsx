import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/dialog';
import { toast } from '../../../ui/use-toast';
import { useCreateShipment } from '../api/write-shipment';
import { ShipmentForm } from './shipment-form';

/** New Shipment: the tracking number is made by the server; the list reloads. */
export function CreateShipmentDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateShipment();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Shipment
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create New Shipment"
        description="A tracking number is generated when the shipment is created."
        className="max-w-[600px]"
      >
        <ShipmentForm
          submitLabel="Create Shipment"
          pendingLabel="Creating..."
          failureTitle="Error creating shipment"
          onSave={async (values) => {
            const created = await create.mutateAsync(values);
            toast({ title: 'Shipment Created!', description: created.tracking_number });
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
