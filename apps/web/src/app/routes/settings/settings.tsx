import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/* Thin on purpose: features/settings will provide the screen; this module only mounts it. */
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.settings'));
  return <h1 className="text-2xl font-semibold tracking-tight">{t('pages.settings')}</h1>;
}
