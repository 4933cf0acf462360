import { useTranslation } from 'react-i18next';

/** Same markup and classes as the boot screen in index.html, so the hand-over is seamless. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="boot-screen" role="status" aria-live="polite" aria-label={t('loading')}>
      <div className="boot-screen__mark" aria-hidden="true">
        Forj<span>a</span>
      </div>
      <div className="boot-screen__spinner" data-slot="spinner" aria-hidden="true" />
    </div>
  );
}
