import { Fragment, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';

/** One column of an admin list: its heading, and the cell each row gets. */
export type AdminListColumn<Row> = {
  header: string;
  /** The heading is for screen readers only (the row's buttons). */
  isHeaderHidden?: boolean;
  headClassName?: string;
  className?: string;
  /** Left out when the list's own row draws this cell (see `renderRow`). */
  cell?: (row: Row) => ReactNode;
};

/** The row's buttons, right-aligned on one line, under a heading only screen readers get. */
export function actionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  { className, headClassName }: { className?: string; headClassName?: string } = {},
): AdminListColumn<Row> {
  return {
    header: 'Actions',
    isHeaderHidden: true,
    headClassName,
    className: cn('whitespace-nowrap text-right', className),
    cell,
  };
}

/** What a list's table takes from its query: the rows once they are there, and how the query went. */
export type AdminListState<Row> = { rows: Row[] | undefined; isLoading: boolean; isError: boolean };

/** Rows with an id are told apart by it; other rows say what tells them apart. */
type RowKeyProps<Row> = Row extends { id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

type AdminListTableProps<Row> = AdminListState<Row> &
  RowKeyProps<Row> & {
    /** The table's name for screen readers ('Users'). */
    label: string;
    columns: AdminListColumn<Row>[];
    loadingRows: number;
    /** Shown in place of the rows when there are none; a list that always has rows has none. */
    emptyText?: ReactNode;
    /** A row of its own (a link, a line under it); it gets the columns' cells to put in it. */
    renderRow?: (row: Row, cells: ReactNode) => ReactNode;
    /** Inside the card, above and below the table (a count, a title, a pager). */
    header?: ReactNode;
    footer?: ReactNode;
    /** The card's padding and margins. */
    className?: string;
  };

const idOf = (row: unknown) => (row as { id: string }).id;

/** Every admin list's table: grey rows while loading, 'Error' without data, then the rows or the empty text. */
export function AdminListTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  isError,
  loadingRows,
  emptyText,
  renderRow,
  header,
  footer,
  className,
}: AdminListTableProps<Row>) {
  const cellsOf = (row: Row) =>
    columns.map((column) =>
      column.cell ? (
        <TableCell key={column.header} className={column.className}>
          {column.cell(row)}
        </TableCell>
      ) : null,
    );
  return (
    <Card className={cn('px-4 py-2', className)}>
      {header}
      <Table aria-label={label} aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.headClassName}>
                {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={columns.length}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !rows ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : rows.length === 0 && emptyText ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-4 text-slate-500">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <Fragment key={(rowKey ?? idOf)(row)}>
                {renderRow ? renderRow(row, cellsOf(row)) : <TableRow>{cellsOf(row)}</TableRow>}
              </Fragment>
            ))
          )}
        </TableBody>
      </Table>
      {footer}
    </Card>
  );
}
