import type { ReactNode } from 'react';
import styles from '../admin.module.css';
import own from './list.module.css';

/** One column of a back-office table: its header and how a row fills its cell. */
export type Column<Row> = {
  /** unique within the table */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** counts and amounts: right-aligned, never wrapped */
  numeric?: boolean;
  /** short values that read badly broken (numbers, dates): kept on one line */
  nowrap?: boolean;
  /** the cell names its row (`<th scope="row">`) */
  rowHeader?: boolean;
  /** data-testid of this column's cells */
  cellTestId?: string;
};

/** What a list shows instead of an empty table. */
type EmptyStateProps = {
  text: ReactNode;
  testId?: string;
  /** e.g. a link that resets the filters, shown below the text */
  action?: ReactNode;
};

/** The table's scrolling region is named by a visible heading (its id) or by a text. */
type TableName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type DataTableProps<Row> = TableName & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** a stable key of a row (its index only where rows have no identity of their own) */
  rowKey: (row: Row, index: number) => string | number;
  /** data-testid of the table */
  testId?: string;
  /** data-testid of each body row */
  rowTestId?: string;
  /** shown instead of the table when there are no rows (without it, the table shows its header only) */
  empty?: EmptyStateProps;
  /** the rows are being replaced (a new page or filter is loading) */
  busy?: boolean;
  /** an extra class of the table, e.g. a wider minimum width */
  className?: string;
};

/** The empty state of a list: one sentence, and an action below it when there is one. */
function EmptyState({ text, testId, action }: EmptyStateProps) {
  if (!action) {
    return (
      <p className={styles.empty} data-testid={testId}>
        {text}
      </p>
    );
  }
  return (
    <div className={styles.empty} data-testid={testId}>
      <p>{text}</p>
      <p>{action}</p>
    </div>
  );
}

/**
 * A table of rows under typed column definitions, inside a region that scrolls sideways on a
 * narrow screen and can be reached with the keyboard; the empty state when there are no rows.
 */
export function DataTable<Row>({ columns, rows, rowKey, testId, rowTestId, empty, busy = false, className, label, labelledBy }: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <EmptyState {...empty} />;
  const cellClass = (c: Column<Row>) => [c.numeric ? styles.num : '', c.nowrap ? own.nowrap : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`${styles.tableWrap} ${own.region}`}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={className ? `${styles.table} ${className}` : styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} data-testid={rowTestId}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.key} scope="row" className={cellClass(c)} data-testid={c.cellTestId}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={cellClass(c)} data-testid={c.cellTestId}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
