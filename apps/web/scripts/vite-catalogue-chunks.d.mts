/** codeSplitting group merging the translations that load together (vite-catalogue-chunks.mjs). */
export declare const catalogueChunks: {
  debugName: string;
  test: RegExp;
  name: (id: string) => string | null;
};
