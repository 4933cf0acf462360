/*
 * A table that becomes stacked cards on a narrow screen (375 px): below `sm` the header row is
 * hidden and each cell shows its own label (`cellLabel`); from `sm` up it is a plain table.
 */
export const stacked = {
  table: 'w-full border-collapse text-sm',
  head: 'hidden sm:table-header-group',
  headCell: 'px-2 py-2 text-left align-bottom text-xs font-medium text-muted-foreground',
  body: 'grid gap-2 sm:table-row-group',
  row: 'grid gap-1.5 rounded-lg border p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0',
  cell: 'min-w-0 break-words sm:table-cell sm:px-2 sm:py-2 sm:align-top',
  cellLabel: 'mr-1 text-xs font-medium text-muted-foreground sm:hidden',
};
