import { createContext, useContext, type ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { ArchiveCount, Studio } from '@forja/contracts';

/*
 * A studio as the web app sees it, declared once by its features: the wizard's feature
 * exports a `StudioDeclaration` (features/<studio>/studio.ts), the archive's feature an
 * `ArchiveDeclaration` (features/<archive>/archive.ts), and app/studios.ts joins them into
 * THE list. The routes, the sidebar, the dashboard's counters and archives, its refresh, the
 * pricing lines and the actions on other studios' items all derive from that list, which
 * reaches features through `StudiosContext` (features never import each other).
 *
 * Declarations stay light (paths, keys, icons, loaders): the list is part of the signed-in
 * shell, so a page's code is only ever named through a dynamic import.
 */

/** A module that exports a page as `Component` (React Router's convention for lazy routes). */
export type ScreenModule = { Component: ComponentType };

/** An entry a studio adds to the items of other studios' archives, e.g. "Make a post from this". */
export interface ItemAction {
  /** The studios whose archived items show it. */
  on: readonly Studio[];
  /** A namespaced translation key ('social-posts:fromItem'). */
  labelKey: `${string}:${string}`;
  icon: LucideIcon;
}

/** The wizard side of a studio. */
export interface StudioDeclaration {
  /** The contracts' studio id: plan access gates the screen with it. */
  id: Studio;
  screen: {
    path: string;
    /** The page, loaded when the route is reached or a link to it is pointed at. */
    load: () => Promise<ScreenModule>;
    /** The translation namespaces the page shows, loaded with it (the shell's are always there). */
    namespaces: readonly string[];
    /** The sidebar entry: a key of the `common` namespace, and its icon. */
    navLabelKey: string;
    icon: LucideIcon;
  };
  /** The pricing cards' line "Up to N …": a key under billing's `pricing.lines`, N from a plan's credits. */
  planLine?: { key: string; count: (monthlyCredits: number) => number };
  itemActions?: readonly ItemAction[];
}

/** An archive's count endpoint (contracts' defineArchiveEndpoints). */
type CountEndpoint = {
  readonly method: 'GET';
  readonly path: string;
  readonly response: z.ZodType<ArchiveCount>;
};

/** The archive side of a studio: its dashboard section and counter. */
export interface ArchiveDeclaration {
  /** The section's value (a link opens it with `state.openArchive`). */
  value: string;
  /** Its translation namespace, with `title` and `description`. */
  namespace: string;
  icon: LucideIcon;
  /** The archive, loaded when its section opens. */
  load: () => Promise<{ default: ComponentType }>;
  /** Where its section sits on the dashboard (ascending). */
  position: number;
  /**
   * The dashboard's counter: texts `dashboard:<labels>.title|note|loadFailed`, the number read
   * from the archive's count endpoint under `queryKey`, the key the archive's saves and deletes
   * refresh. Data only, so the list pulls no API module into the shell.
   */
  counter: { testId: string; labels: string; endpoint: CountEndpoint; queryKey: QueryKey };
}

export interface WebStudio extends StudioDeclaration {
  /** The archive feature's module (exporting `archive`), loaded with the dashboard, not the shell. */
  archive: () => Promise<{ archive: ArchiveDeclaration }>;
}

/** The list of studios (app/studios.ts), given to every page by app/root-layout.tsx; empty outside it. */
export const StudiosContext = createContext<readonly WebStudio[]>([]);

export function useStudios(): readonly WebStudio[] {
  return useContext(StudiosContext);
}
