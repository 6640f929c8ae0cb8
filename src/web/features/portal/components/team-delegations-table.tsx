import { X } from 'lucide-react';
import { DELEGATION_STATUS_LABELS, describeShared, type DelegationRow } from '#shared/delegation';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';

const COLUMNS = ['Shared With', 'What', 'Until', 'Values Shown', 'Status'];

type TeamDelegationsTableProps = {
  delegations: DelegationRow[];
  /** Null for a role that may not manage the team: the table then has no actions column. */
  onWithdraw: ((delegation: DelegationRow, opener: HTMLElement) => void) | null;
};

/** A grant can be withdrawn until it has ended or been withdrawn. */
const isOpen = (delegation: DelegationRow) =>
  delegation.status === 'pending' || delegation.status === 'active';

/** The organisation's read access for people outside it, newest first (decision 065). */
export function TeamDelegationsTable({ delegations, onWithdraw }: TeamDelegationsTableProps) {
  const columns = COLUMNS.length + (onWithdraw ? 1 : 0);
  return (
    <Table label="Shared Access">
      <TableHeadings columns={COLUMNS} actions={onWithdraw !== null} />
      <TableBody>
        {delegations.length === 0 && (
          <TableEmptyRow columns={columns}>
            Nothing is shared outside the organisation.
          </TableEmptyRow>
        )}
        {delegations.map((delegation) => {
          const names = [
            ...delegation.items.map((item) => item.name),
            ...delegation.shipments.map((shipment) => shipment.tracking_number),
          ].join(', ');
          return (
            <TableRow key={delegation.id}>
              <TableCell>
                <p className="font-medium">{delegation.email}</p>
                {delegation.delegate_name && (
                  <p className="text-muted-foreground">{delegation.delegate_name}</p>
                )}
              </TableCell>
              <TableCell className="min-w-48">
                <p>
                  {describeShared({
                    items: delegation.items.length,
                    shipments: delegation.shipments.length,
                  })}
                </p>
                <p className="line-clamp-2 text-xs text-muted-foreground" title={names}>
                  {names}
                </p>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDateTime(delegation.ends_at)}
              </TableCell>
              <TableCell>{delegation.show_values ? 'Yes' : 'No'}</TableCell>
              <TableCell>{DELEGATION_STATUS_LABELS[delegation.status]}</TableCell>
              {onWithdraw && (
                <TableCell pinned className="text-right whitespace-nowrap">
                  {isOpen(delegation) && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={(event) => onWithdraw(delegation, event.currentTarget)}
                    >
                      <X aria-hidden="true" />
                      Withdraw
                      <span className="sr-only"> the access of {delegation.email}</span>
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
