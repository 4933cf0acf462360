import { useTranslation } from 'react-i18next';
import type { BatchPreview } from '@forja/contracts';
import { validationMessage } from '@/lib/errors';
import { cn } from '@/lib/utils';
import { stacked } from './stacked-table';

/**
 * The preview's rows: the line in the file, what the batch page will call the row, the values
 * given, the cost, and each problem by column in words (the codes are validation keys).
 */
export function BatchPreviewTable({ preview }: { preview: BatchPreview }) {
  const { t } = useTranslation('batches');
  const { columns, rows } = preview;
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className={stacked.table} data-testid="batch-preview-rows">
        <caption className="sr-only">{t('preview.caption')}</caption>
        <thead className={stacked.head}>
          <tr>
            <th scope="col" className={stacked.headCell}>
              {t('preview.line')}
            </th>
            <th scope="col" className={stacked.headCell}>
              {t('preview.label')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(stacked.headCell, 'font-mono')}>
                {column}
              </th>
            ))}
            <th scope="col" className={stacked.headCell}>
              {t('preview.cost')}
            </th>
            <th scope="col" className={stacked.headCell}>
              {t('preview.problems')}
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {rows.map((row) => {
            const invalid = new Set(row.errors.map((e) => e.column));
            return (
              <tr
                key={row.line}
                className={cn(stacked.row, row.errors.length > 0 && 'border-destructive/60 bg-destructive/5')}
                data-testid={`preview-row-${row.line}`}
              >
                <td className={cn(stacked.cell, 'tabular-nums')}>
                  <span className={stacked.cellLabel}>{t('preview.line')}</span>
                  {row.line}
                </td>
                <td className={cn(stacked.cell, 'font-medium')}>
                  <span className={stacked.cellLabel}>{t('preview.label')}</span>
                  {row.label}
                </td>
                {columns.map((column) => (
                  <td
                    key={column}
                    className={cn(stacked.cell, invalid.has(column) && 'text-destructive')}
                    aria-invalid={invalid.has(column) || undefined}
                  >
                    <span className={cn(stacked.cellLabel, 'font-mono')}>{column}</span>
                    {row.values[column] || <span className="text-muted-foreground">—</span>}
                  </td>
                ))}
                <td className={cn(stacked.cell, 'tabular-nums')}>
                  <span className={stacked.cellLabel}>{t('preview.cost')}</span>
                  {t('preview.credits', { count: row.cost })}
                </td>
                <td className={stacked.cell}>
                  <span className={stacked.cellLabel}>{t('preview.problems')}</span>
                  {row.errors.length === 0 ? (
                    <span className="text-muted-foreground">{t('preview.ok')}</span>
                  ) : (
                    <ul className="grid gap-0.5 text-destructive">
                      {row.errors.map((error) => (
                        <li key={`${error.column}:${error.code}`}>
                          {error.column === 'row'
                            ? validationMessage(t, error.code)
                            : t('preview.columnError', {
                                column: error.column,
                                message: validationMessage(t, error.code),
                              })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
