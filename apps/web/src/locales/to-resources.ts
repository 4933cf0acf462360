/* Kept apart from resources.ts so the landing page's catalogues (public-resources.ts) do not pull in every namespace. */
export type Namespace = Record<string, unknown>;
export type LanguageResources = Record<string, Namespace>;

/** `./en/auth.json` -> `auth` */
export function toResources(modules: Record<string, Namespace>): LanguageResources {
  const resources: LanguageResources = {};
  for (const [path, namespace] of Object.entries(modules)) {
    const name = path
      .split('/')
      .pop()
      ?.replace(/\.json$/, '');
    if (name) resources[name] = namespace;
  }
  return resources;
}
