import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layers } from 'lucide-react';
import { newBatchPath } from '@/config/paths';
import { useStudios } from '@/lib/studio';
import { Button } from '@/components/ui/button';

/**
 * "Run a batch" in a studio's header: the same studio from a list of ideas or a CSV. The
 * studio is the one whose screen is shown (its declaration's path), so every studio has it
 * without naming itself; a page that is no studio's shows nothing.
 */
export function RunBatchLink() {
  const { t } = useTranslation('wizard');
  const { pathname } = useLocation();
  const studio = useStudios().find((s) => s.screen.path === pathname);
  if (!studio) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={newBatchPath(studio.id)} data-testid="run-batch">
        <Layers aria-hidden="true" />
        {t('runBatch')}
      </Link>
    </Button>
  );
}
