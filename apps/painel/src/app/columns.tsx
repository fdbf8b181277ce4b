// Columns the console's tables share: an instant in São Paulo time and an amount in reais, read from
// the row's field of that name.
import { DataTable, type DataTableColumnProps } from 'react-admin';
import { formatCentavos, formatDateTime } from '../lib/formatters.ts';

type ColumnProps = Omit<DataTableColumnProps, 'render' | 'source'> & { source: string };

const field = (record: unknown, source: string): unknown =>
  (record as Record<string, unknown>)[source];

/** An ISO instant as dd/mm/aaaa HH:mm; empty when there is none. */
export function InstantCol(props: ColumnProps) {
  return (
    <DataTable.Col
      disableSort
      {...props}
      render={(record: unknown) => {
        const value = field(record, props.source);
        return typeof value === 'string' ? formatDateTime(value) : '';
      }}
    />
  );
}

/** Centavos as R$, right-aligned. */
export function MoneyCol(props: ColumnProps) {
  return (
    <DataTable.Col
      disableSort
      align="right"
      {...props}
      render={(record: unknown) => formatCentavos(Number(field(record, props.source)))}
    />
  );
}
