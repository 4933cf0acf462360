import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/* Thin on purpose: features/admin will provide the screens under /backend. */
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.backOffice'));
  return <h1 className="text-2xl font-semibold tracking-tight">{t('pages.backOffice')}</h1>;
}
