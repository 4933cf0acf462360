import type { Plugin } from 'vite';

export function pureContracts(): Plugin;
export function markContractsPure(code: string): string;
