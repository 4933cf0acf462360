import type { Page } from './first-load.mjs';

export const PAGES: Page[];
