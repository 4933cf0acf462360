import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LandingRoot } from '@/app/landing/landing-root';
import { currentLanguage, initI18nWith } from '@/lib/i18n';
import { hydrateInSlices } from '@/lib/hydration-slices';
import { rememberInlinedImages } from '@/lib/inlined-images';
import { loadPublicNamespace, publicEnglish } from '@/locales/public-resources';

/*
 * The landing page's app code: no router, no TanStack Query, no signed-in code, only the
 * page's namespaces. It hydrates the prerendered markup, or re-renders it when the
 * visitor's saved language differs from the one prerendered.
 */
const tree = (
  <StrictMode>
    <LandingRoot />
  </StrictMode>
);

// Each step in its own task (starting i18next, hydrating), so no single one blocks the page
// for long on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function startLanding(container: HTMLElement): Promise<Root> {
  return initI18nWith({ english: publicEnglish, loadNamespace: loadPublicNamespace })
    .then(nextTask)
    .then(
      () =>
        new Promise<Root>((resolve) => {
          // Under React (the unit tests) a transition hydrates in small slices; under Preact, which
          // the build runs, hydrateInSlices below does.
          startTransition(() => {
            if (container.dataset.prerendered === currentLanguage()) {
              // The first render must match the HTML, which holds the inlined hero poster.
              rememberInlinedImages(container);
              // Preact hydrates synchronously: the sections below the first view in tasks of their own.
              resolve(hydrateInSlices(() => hydrateRoot(container, tree)));
            } else {
              const root = createRoot(container);
              root.render(tree);
              resolve(root);
            }
          });
        }),
    );
}
