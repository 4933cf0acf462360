import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import '../modules/index.js'; // every module, so that each registers the columns owning its files
import { fileOwnerColumns } from './discard-files.js';
import * as schema from './schema/index.js';

describe('the owners of stored files', () => {
  it('names every column that references stored_files, so no owner is forgotten when a file is let go', () => {
    const referencing = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.foreignKeys
          .map((fk) => fk.reference())
          .filter((ref) => getTableConfig(ref.foreignTable).name === 'stored_files')
          .flatMap((ref) => ref.columns.map((column) => `${config.name}.${column.name}`));
      });
    const owners = fileOwnerColumns().map(
      (column) => `${getTableConfig(column.table as PgTable).name}.${column.name}`,
    );
    expect(referencing.length).toBeGreaterThanOrEqual(6);
    expect(new Set(owners)).toEqual(new Set(referencing));
  });
});
