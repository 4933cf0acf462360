import type { CodeSplittingGroup } from 'rolldown';

/** codeSplitting group merging the app's small chunks (vite-app-chunks.mjs). */
export declare const appChunks: CodeSplittingGroup;
