import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioLines, Mic } from 'lucide-react';
import { ArchiveList } from '@/components/archive/archive-list';
import { paths } from '@/config/paths';
import { useSavedVoiceOvers } from '@/lib/api/voice-overs';
import { VoiceOverCard } from './voice-over-card';

/** The audio archive: voice-overs newest first, searched by title and text, a page at a time. */
export function VoiceOversArchive() {
  const { t } = useTranslation('voice-overs-archive');
  const [search, setSearch] = useState('');
  return (
    <ArchiveList
      testId="voice-overs-archive"
      list={useSavedVoiceOvers(search)}
      search={search}
      onSearch={setSearch}
      searchId="voice-overs-search"
      t={t}
      gridClassName="grid gap-4 md:grid-cols-2"
      skeleton={{ bars: ['h-4 w-3/5', 'h-10 w-full', 'h-3 w-1/3'], count: 2 }}
      empty={{ icon: AudioLines, to: paths.generateAudio, actionIcon: Mic }}
      renderItem={(voiceOver) => <VoiceOverCard voiceOver={voiceOver} />}
    />
  );
}
