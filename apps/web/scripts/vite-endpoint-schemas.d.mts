import type { Plugin } from 'vite';

export function endpointsWithoutSchemas(): Plugin;
export function stripEndpointSchemas(code: string): string;
