import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { LandingRoot } from '@/app/landing/landing-root';
import { currentLanguage, initI18nWith } from '@/lib/i18n';
import { loadPublicLanguage, publicEnglish } from '@/locales/public-resources';

/*
 * The landing page's own entry: no router, no TanStack Query, no signed-in code, only the
 * page's namespaces. The HTML arrives prerendered (in the language the server picked), so
 * the page is readable before this runs; it then hydrates it, or re-renders it when the
 * visitor's saved language differs from the one prerendered.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Forja: #root element missing from index.html');

const tree = (
  <StrictMode>
    <LandingRoot />
  </StrictMode>
);

// Each step in its own task (evaluating the modules, starting i18next, hydrating), so no
// single one blocks the page for long on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

nextTask()
  .then(() => initI18nWith({ english: publicEnglish, load: loadPublicLanguage }))
  .then(nextTask)
  .then(
    () => {
      // In a transition, so React hydrates in small slices and the page stays responsive meanwhile.
      startTransition(() => {
        if (container.dataset.prerendered === currentLanguage()) hydrateRoot(container, tree);
        else createRoot(container).render(tree);
      });
    },
    // Without translations the prerendered page stays as it is: readable, links working.
    (error: unknown) => console.error('Forja: could not start the landing page', error),
  );
