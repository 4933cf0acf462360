import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ArchiveDeclaration } from '@/lib/studio';

/* One lazy component per archive, made once, so reopening a section does not load it again. */
const archives = new Map<ArchiveDeclaration['load'], LazyExoticComponent<ComponentType>>();

/** A studio's archive, loaded when its section first opens. */
export function StudioArchive({ load }: { load: ArchiveDeclaration['load'] }) {
  let Archive = archives.get(load);
  if (!Archive) {
    Archive = lazy(load);
    archives.set(load, Archive);
  }
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      }
    >
      <Archive />
    </Suspense>
  );
}
