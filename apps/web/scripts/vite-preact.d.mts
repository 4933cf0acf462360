import type { Plugin } from 'vite';

export const PREACT_FOR_REACT: Record<string, string>;
export function preactInEnvironments(environments: readonly string[]): Plugin;
