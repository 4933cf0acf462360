import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from '@/app/providers';
import { App } from '@/app/app';
import { StartupError } from '@/components/feedback/startup-error';
import { initI18n } from '@/lib/app-i18n';
import { createQueryClient } from '@/lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Forja: #root element missing from index.html');
const root = createRoot(container);
const queryClient = createQueryClient();

/* Render only once the chosen language is loaded, so no screen flashes in English first. */
initI18n().then(
  () =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <App />
        </AppProviders>
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <StartupError
        kind="uninitialised"
        message={error instanceof Error ? error.message : String(error)}
        environment={import.meta.env.MODE}
        version={__APP_VERSION__}
      />,
    ),
);
