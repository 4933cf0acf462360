import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Images } from 'lucide-react';
import { ArchiveList } from '@/components/archive/archive-list';
import { paths } from '@/config/paths';
import { useSavedImages } from '@/lib/api/images';
import { SavedImageCard } from './saved-image-card';

/** The images archive: a grid newest first, searched by prompt, a page at a time. */
export function ImagesArchive() {
  const { t } = useTranslation('images-archive');
  const [search, setSearch] = useState('');
  return (
    <ArchiveList
      testId="images-archive"
      list={useSavedImages(search)}
      search={search}
      onSearch={setSearch}
      searchId="images-search"
      t={t}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      skeleton={{ bars: ['aspect-square w-full', 'h-4 w-4/5', 'h-3 w-1/3'], count: 3 }}
      empty={{ icon: Images, to: paths.generateImage, actionIcon: ImagePlus }}
      header={<p className="text-sm text-muted-foreground">{t('kept')}</p>}
      renderItem={(image) => <SavedImageCard image={image} />}
    />
  );
}
