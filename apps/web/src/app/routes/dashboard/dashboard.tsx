import { useLocation } from 'react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/* The dashboard (its studios come from the signed-in layout); a link may name the archive to open
   (`state.openArchive`). */
export function Component() {
  const location = useLocation();
  const openArchive = (location.state as { openArchive?: unknown } | null)?.openArchive;
  return <DashboardPage openArchive={typeof openArchive === 'string' ? openArchive : undefined} />;
}
