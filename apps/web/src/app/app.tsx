import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { StartupError } from '@/components/feedback/startup-error';
import { errorMessage } from '@/lib/errors';
import { router } from './router';
import { useStartupCheck } from './use-startup-check';

export function App() {
  const { t } = useTranslation();
  const startup = useStartupCheck();
  if (startup.status === 'checking') return <LoadingScreen />;
  if (startup.status === 'failed') {
    return (
      <StartupError
        message={errorMessage(t, startup.error)}
        environment={import.meta.env.MODE}
        version={__APP_VERSION__}
      />
    );
  }
  return <RouterProvider router={router} />;
}
