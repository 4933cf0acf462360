import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { discardFiles, registerFileOwners } from '../../db/discard-files.js';
import { afterCursor, containing, newestFirst } from '../../db/newest-first.js';
import { findOwnGeneration } from '../../db/own-generation.js';
import { notFound } from '../../lib/app-error.js';
import { decodeCursor, pageOf, type KeysetCursor } from '../../lib/keyset-cursor.js';

/*
 * The saved-item archives (articles, images, video scripts, videos, voice-overs…) from one
 * kit: given a table, its card query, the columns a search looks in and the columns holding
 * its files, it finds, lists (newest first, a page at a time), counts, deletes (with the
 * files) and saves once per key, every query scoped to the session user. A module keeps only
 * what is its own (how a row reads as an item, how an item is saved, its extra routes).
 */

/** The columns every archive table has: the user's rows, newest first by (created_at, id). */
export type ArchiveTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };

export interface ArchiveSpec<T extends ArchiveTable, Q extends PgSelect> {
  table: T;
  /** What a missing item (or another user's) is called in the 404: `notFound('Image')`. */
  noun: string;
  /**
   * The card query: the item's columns, with `id` and `cursorAt: cursorAtOf(table.createdAt)`,
   * and its joins, as `db.select(…).from(table)….$dynamic()`; the kit adds where, order, limit.
   */
  cards: (db: Db) => Q;
  /** The columns a search (`q`) looks in. */
  search: PgColumn[];
  /** The columns naming the stored files an item shows: they go with it (unless shown elsewhere). */
  files?: PgColumn[];
  /** Which rows the archive shows when not all (on the table alone: it also bounds the count). */
  shown?: SQL;
}

/** A card row: its id and created_at as the page cursor holds it. */
type CardRow = { id: string; cursorAt: string };
export type ArchiveRow<Q extends PgSelect> = Awaited<Q>[number] & CardRow;
export interface ArchivePage {
  q?: string | undefined;
  cursor?: KeysetCursor | undefined;
  limit: number;
}

/** The archive's rows, every query taking the session user's id. */
export interface ArchiveRows<T extends ArchiveTable, Q extends PgSelect> {
  /** What a missing item is called in the 404. */
  noun: string;
  find(userId: string, id: string): Promise<ArchiveRow<Q> | undefined>;
  /** Newest first, after the cursor, searching for `q`; one more than `limit` says a page follows. */
  list(userId: string, page: ArchivePage): Promise<ArchiveRow<Q>[]>;
  count(userId: string): Promise<number>;
  /** The id of the user's item whose `column` (a unique key with user_id) is `value`. */
  idWhere(userId: string, column: PgColumn, value: string): Promise<string | undefined>;
  /** Inserts; undefined when the user already has an item of that key (`unique`, with user_id). */
  insert(values: PgInsertValue<T>, unique?: PgColumn): Promise<string | undefined>;
  /**
   * Deletes the user's item and, in the same transaction, marks its files deleted unless
   * another item shows them: their bytes must stop answering at /files/.
   */
  delete(userId: string, id: string): Promise<boolean>;
  /** The user's generation of that id (what was asked and what came back), for a save from it. */
  ownGeneration(userId: string, generationId: string): ReturnType<typeof findOwnGeneration>;
}

/**
 * An archive, defined once at module level: its file columns are registered as owners of
 * stored files there, so a file an item shows is never cleaned up (db/discard-files.ts).
 */
export function defineArchive<T extends ArchiveTable, Q extends PgSelect>(
  spec: ArchiveSpec<T, Q> &
    (Awaited<Q>[number] extends CardRow ? unknown : { cards: 'select id and cursorAt' }),
) {
  registerFileOwners(spec.files ?? []);
  return { spec, rows: (db: Db) => archiveRows(db, spec) };
}

function archiveRows<T extends ArchiveTable, Q extends PgSelect>(
  db: Db,
  spec: ArchiveSpec<T, Q>,
): ArchiveRows<T, Q> {
  const { table, shown } = spec;
  const fileColumns = spec.files ?? [];
  const owned = (userId: string, id: string) => and(eq(table.id, id), eq(table.userId, userId));

  return {
    noun: spec.noun,

    async find(userId: string, id: string): Promise<ArchiveRow<Q> | undefined> {
      const [row] = (await spec.cards(db).where(and(owned(userId, id), shown))) as ArchiveRow<Q>[];
      return row;
    },

    async list(userId: string, page: ArchivePage): Promise<ArchiveRow<Q>[]> {
      const after = afterCursor(table, page.cursor);
      const matching = containing(page.q, spec.search);
      return (await spec
        .cards(db)
        .where(and(eq(table.userId, userId), shown, after, matching))
        .orderBy(...newestFirst(table))
        .limit(page.limit + 1)) as ArchiveRow<Q>[];
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(eq(table.userId, userId), shown));
      return row?.n ?? 0;
    },

    async idWhere(userId: string, column: PgColumn, value: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.userId, userId), eq(column, value)));
      return row?.id as string | undefined;
    },

    async insert(values: PgInsertValue<T>, unique?: PgColumn): Promise<string | undefined> {
      const insert = db.insert(table).values(values);
      const [row] = await (
        unique ? insert.onConflictDoNothing({ target: [table.userId, unique] }) : insert
      ).returning({ id: table.id });
      return row?.id as string | undefined;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const returning = Object.fromEntries(fileColumns.map((column, i) => [`file${i}`, column]));
        const [row] = await tx
          .delete(table)
          .where(owned(userId, id))
          .returning({ id: table.id, ...returning });
        if (!row) return false;
        const files = fileColumns.map((_, i) => (row as Record<string, string | null>)[`file${i}`] ?? null);
        await discardFiles(tx, userId, files);
        return true;
      });
    },

    ownGeneration: (userId: string, generationId: string) => findOwnGeneration(db, userId, generationId),
  };
}

/**
 * The archive as the API answers it: rows read as items by `toItem`. `purgeDeleted` (the
 * files service's) removes a deleted item's files at once rather than at the next cleanup.
 */
export function archiveItems<T extends ArchiveTable, Q extends PgSelect, Item>(
  rows: ArchiveRows<T, Q>,
  toItem: (row: ArchiveRow<Q>) => Item,
  files?: { purgeDeleted: () => Promise<unknown> },
) {
  const missing = () => notFound(rows.noun);

  /** The user's row, or a 404 (another user's id is missing like any other). */
  async function row(userId: string, id: string): Promise<ArchiveRow<Q>> {
    const found = await rows.find(userId, id);
    if (!found) throw missing();
    return found;
  }
  const get = async (userId: string, id: string): Promise<Item> => toItem(await row(userId, id));

  return {
    row,
    get,

    async list(
      userId: string,
      query: { q?: string | undefined; cursor?: string | undefined; limit: number },
    ) {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const found = await rows.list(userId, { q: query.q || undefined, cursor, limit: query.limit });
      const { page, nextCursor } = pageOf(found, query.limit);
      return { items: page.map(toItem), nextCursor };
    },

    async count(userId: string): Promise<{ count: number }> {
      return { count: await rows.count(userId) };
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await rows.delete(userId, id))) throw missing();
      await files?.purgeDeleted();
    },

    /**
     * Saves an item once per key (`unique`, with user_id: the file, the generation): the same
     * key saved again answers the first save, and so does a concurrent save that won the race.
     * `values` runs only for a new item (it checks the source and keeps its files).
     */
    async saveOnce(
      userId: string,
      key: { unique: PgColumn; value: string },
      values: () => Promise<PgInsertValue<T>>,
    ): Promise<{ created: boolean; item: Item }> {
      const existing = await rows.idWhere(userId, key.unique, key.value);
      if (existing) return { created: false, item: await get(userId, existing) };
      const id = await rows.insert(await values(), key.unique);
      const winner = id ?? (await rows.idWhere(userId, key.unique, key.value));
      if (!winner) throw missing();
      return { created: !!id, item: await get(userId, winner) };
    },
  };
}
