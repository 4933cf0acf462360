import type { Plugin, PluginOption } from 'vite';

export function injectLanding(
  template: string,
  language: string,
  page: { html: string; title: string; description: string },
): string;
export function inlinePosters(html: string, outDir: string, posters: string[]): Promise<string>;
export function postBuild(options: {
  entry: string;
  ssrPlugins?: PluginOption[];
  inlinePosters?: string[];
}): Plugin;
export function devPages(): Plugin;
export function pureContracts(): Plugin;
export function markContractsPure(code: string): string;
export function scriptsLast(html: string): string;
