import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clapperboard } from 'lucide-react';
import { ArchiveList } from '@/components/archive/archive-list';
import { paths } from '@/config/paths';
import { useSavedVideoScripts } from '@/lib/api/video-scripts';
import { VideoScriptCard } from './video-script-card';

/** The video scripts archive: cards newest first, searched by idea or title, one open at a time. */
export function VideoScriptsArchive() {
  const { t } = useTranslation('video-scripts-archive');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ArchiveList
      testId="video-scripts-archive"
      list={useSavedVideoScripts(search)}
      search={search}
      onSearch={setSearch}
      searchId="scripts-search"
      t={t}
      gridClassName="grid gap-3"
      skeleton={{ bars: ['h-5 w-2/3', 'h-4 w-full'], count: 3 }}
      empty={{ icon: Clapperboard, to: paths.generateVideoScript }}
      renderItem={(script) => (
        <VideoScriptCard
          script={script}
          expanded={openId === script.id}
          onToggle={() => setOpenId((open) => (open === script.id ? null : script.id))}
        />
      )}
    />
  );
}
