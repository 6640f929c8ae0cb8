import { Plus } from 'lucide-react';
import type { Crew } from '#shared/admin/dispatch';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryState } from '../../../ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { useCrews } from '../api/courier';
import { useDeleteCrew } from '../api/write-dispatch';
import { useStaffMayChange } from '../lib/use-staff-may';
import { CrewDialog, type CrewDialogTarget } from './crew-dialog';
import { RowActionsMenu } from './row-actions-menu';
import { useConfirmedDelete } from './use-confirmed-delete';

const COLUMNS = ['Name', 'Couriers', 'Open Shipments'];

/**
 * Crews (decision 072): the couriers who ride together, each given shipments as one. Operations
 * and Administrators make, change and delete them; the Auditor reads them.
 */
export function CrewsCard() {
  const crews = useCrews();
  const mayChange = useStaffMayChange('dispatch');
  const dialog = useOpenedDialog<CrewDialogTarget>();
  const { deleting, confirmDialog } = useConfirmedDelete<Crew>({
    remove: useDeleteCrew(),
    query: crews,
    deleted: (crew) => ({ title: 'Crew Deleted', description: `${crew.name} has been removed.` }),
    failure: { title: 'Error deleting crew', fallback: 'The crew could not be deleted.' },
  });

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Crews</CardTitle>
          <CardDescription>
            The couriers who ride together. A shipment given to a crew is seen by each of its
            couriers, without its value.
          </CardDescription>
        </div>
        {mayChange && (
          <Button onClick={(event) => dialog.open({ mode: 'add' }, event.currentTarget)}>
            <Plus aria-hidden="true" />
            New Crew
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <QueryState query={crews} loadingText="Loading crews..." errorTitle="Error fetching crews">
          {(rows) => (
            <CrewsTable
              crews={rows}
              mayChange={mayChange}
              onEdit={(crew, opener) => dialog.open({ mode: 'edit', crew }, opener)}
              onDelete={(crew, opener) => deleting.open(crew, opener)}
            />
          )}
        </QueryState>
      </CardContent>
      <CrewDialog target={dialog.what} onClose={dialog.close} />
      <ConfirmDialog
        {...confirmDialog}
        title="Delete this crew?"
        description={`${deleting.what?.name ?? ''} will be removed; its couriers may then join another crew. Its finished shipments keep their history.`}
      />
    </Card>
  );
}

type CrewsTableProps = {
  crews: Crew[];
  /** Without it (the Auditor) the rows have no actions. */
  mayChange: boolean;
  onEdit: (crew: Crew, opener: HTMLElement | null) => void;
  onDelete: (crew: Crew, opener: HTMLElement | null) => void;
};

function CrewsTable({ crews, mayChange, onEdit, onDelete }: CrewsTableProps) {
  return (
    <Table label="Crews">
      <TableHeadings columns={COLUMNS} actions={mayChange} />
      <TableBody>
        {crews.length === 0 && (
          <TableEmptyRow columns={COLUMNS.length + (mayChange ? 1 : 0)}>
            No crews yet.
          </TableEmptyRow>
        )}
        {crews.map((crew) => (
          <TableRow key={crew.id}>
            <TableCell className="font-medium">{crew.name}</TableCell>
            <TableCell>{crew.members.map((member) => member.name).join(', ')}</TableCell>
            <TableCell>{crew.open_shipments}</TableCell>
            {mayChange && (
              <TableCell pinned className="text-right">
                <RowActionsMenu
                  name={crew.name}
                  editLabel="Edit"
                  onEdit={(opener) => onEdit(crew, opener)}
                  onDelete={(opener) => onDelete(crew, opener)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
