import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { NavigateFunction } from 'react-router';
import type { CreatedRequest } from '#shared/request-schema';
import { REQUEST_STATE_LABELS } from '#shared/requests';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { toast } from '../../../ui/use-toast';

type Outcome<Values extends FieldValues> = {
  /** The toast once it is asked ('Shipment Requested'), and the one when it fails. */
  askedTitle: string;
  errorTitle: string;
  setError: UseFormSetError<Values>;
  fields: readonly Path<Values>[];
  navigate: NavigateFunction;
};

/**
 * What a request form does with the server's answer: asked, it says in which state and opens the
 * request's page; refused, the server's words go under their fields.
 */
export function sendRequest<Values extends FieldValues>(
  asking: Promise<CreatedRequest>,
  { askedTitle, errorTitle, setError, fields, navigate }: Outcome<Values>,
): Promise<void> {
  return asking.then(
    (created) => {
      toast({
        title: askedTitle,
        description: `${created.number} is ${REQUEST_STATE_LABELS[created.state].toLowerCase()}.`,
      });
      void navigate(`/vault/requests/${created.id}`);
    },
    (error: unknown) => reportSaveFailure({ title: errorTitle, error, setError, fields }),
  );
}
