import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generationSettings } from '../../db/schema/index.js';

export type GenerationSettingsRow = typeof generationSettings.$inferSelect;

/** Everything an administrator sets, except the key, which changes only on purpose. */
export type GenerationSettingsValues = Omit<
  typeof generationSettings.$inferInsert,
  | 'id'
  | 'openaiApiKeyEncrypted'
  | 'openaiImageApiKeyEncrypted'
  | 'speechApiKeyEncrypted'
  | 'pexelsApiKeyEncrypted'
  | 'pixabayApiKeyEncrypted'
  | 'updatedBy'
  | 'updatedAt'
>;

/** What to do with the stored key on a save: keep it, or set it (an encrypted value, '' to remove). */
export type ApiKeyChange = { keep: true } | { keep: false; encrypted: string };

/** The stock footage keys' changes on a save (absent: kept). */
export interface StockKeyChanges {
  pexels?: ApiKeyChange;
  pixabay?: ApiKeyChange;
}

const ROW_ID = 1;

/*
 * The one global row (seeded by migration 0004). It belongs to the studio, not to a user:
 * the routes let only administrators change it, and only the service reads the key column.
 */
export function createGenerationSettingsRepository(db: Db) {
  async function select() {
    const [row] = await db.select().from(generationSettings).where(eq(generationSettings.id, ROW_ID));
    return row;
  }

  return {
    async read(): Promise<GenerationSettingsRow> {
      const row = await select();
      if (row) return row;
      // Only if someone deleted the seeded row: recreate the defaults (every kind on builtin).
      await db.insert(generationSettings).values({ id: ROW_ID }).onConflictDoNothing();
      return (await select())!;
    },

    /**
     * One statement. The key column is left out of the update when it is kept, so a save that
     * does not touch the key can never overwrite a key another administrator just replaced.
     */
    async write(
      values: GenerationSettingsValues,
      key: ApiKeyChange,
      updatedBy: string,
      speechKey: ApiKeyChange = { keep: true },
      imageKey: ApiKeyChange = { keep: true },
      stockKeys: StockKeyChanges = {},
    ): Promise<GenerationSettingsRow> {
      const changed = (change: ApiKeyChange | undefined) => (change && !change.keep ? change : null);
      const pexels = changed(stockKeys.pexels);
      const pixabay = changed(stockKeys.pixabay);
      const set = {
        ...values,
        ...(pexels ? { pexelsApiKeyEncrypted: pexels.encrypted } : {}),
        ...(pixabay ? { pixabayApiKeyEncrypted: pixabay.encrypted } : {}),
        ...(key.keep ? {} : { openaiApiKeyEncrypted: key.encrypted }),
        ...(imageKey.keep ? {} : { openaiImageApiKeyEncrypted: imageKey.encrypted }),
        ...(speechKey.keep ? {} : { speechApiKeyEncrypted: speechKey.encrypted }),
        updatedBy,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(generationSettings)
        .values({ id: ROW_ID, ...set })
        .onConflictDoUpdate({ target: generationSettings.id, set })
        .returning();
      return row!;
    },
  };
}
export type GenerationSettingsRepository = ReturnType<typeof createGenerationSettingsRepository>;
