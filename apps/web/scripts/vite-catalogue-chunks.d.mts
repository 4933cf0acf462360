/** codeSplitting group merging the translations that load together (vite-catalogue-chunks.mjs). */
export declare const catalogueChunks: {
  debugName: string;
  test: RegExp;
  name: (id: string) => string | null;
};

/** The namespaces merged into one file per language, by chunk name. */
export declare const CATALOGUE_CHUNKS: Record<string, readonly string[]>;
