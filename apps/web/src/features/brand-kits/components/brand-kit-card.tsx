import { useTranslation } from 'react-i18next';
import { Copy, Eye, Pencil, Star, Trash2 } from 'lucide-react';
import type { BrandKit } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { bodyOf, formValuesOf } from '../model/kit-form';
import { useDeleteBrandKit } from '../api/delete-brand-kit';
import { useDuplicateBrandKit } from '../api/duplicate-brand-kit';
import { useUpdateBrandKit } from '../api/update-brand-kit';

/** One kit in the list: what it is at a glance, and what the user may do with it. */
export function BrandKitCard({ kit, onOpen }: { kit: BrandKit; onOpen: () => void }) {
  const { t } = useTranslation('brand-kits');
  const duplicate = useDuplicateBrandKit();
  const update = useUpdateBrandKit();
  const remove = useDeleteBrandKit();

  const onDuplicate = () =>
    duplicate.mutate(kit.id, {
      onSuccess: (copy) => toast.success(t('duplicate.done', { name: copy.name })),
      onError: (error) => toast.error(t('duplicate.failed'), { description: errorMessage(t, error) }),
    });

  // The whole kit goes back with isDefault set: PUT takes the full body.
  const onMakeDefault = () =>
    update.mutate(
      { id: kit.id, body: { ...bodyOf(formValuesOf(kit)), isDefault: true } },
      {
        onSuccess: () => toast.success(t('makeDefault.done', { name: kit.name })),
        onError: (error) => toast.error(t('makeDefault.failed'), { description: errorMessage(t, error) }),
      },
    );

  const onDelete = () =>
    remove.mutateAsync(kit.id).then(
      () => toast.success(t('delete.done', { name: kit.name })),
      (error: unknown) => toast.error(t('delete.failed'), { description: errorMessage(t, error) }),
    );

  return (
    <Card>
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="min-w-0 break-words">{kit.name}</CardTitle>
          {kit.isDefault && <Badge variant="secondary">{t('badges.default')}</Badge>}
          {kit.team && <Badge variant="outline">{t('badges.team')}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {t(`options.languages.${kit.language}`)} · {t(`options.tones.${kit.tone}`)}
        </p>
      </CardHeader>
      <CardContent>
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t('actions.label', { name: kit.name })}
        >
          <Button variant="outline" size="sm" onClick={onOpen}>
            {kit.editable ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {kit.editable ? t('actions.edit') : t('actions.view')}
          </Button>
          <Button variant="outline" size="sm" onClick={onDuplicate} disabled={duplicate.isPending}>
            <Copy aria-hidden="true" />
            {t('actions.duplicate')}
          </Button>
          {kit.editable && !kit.team && !kit.isDefault && (
            <Button variant="outline" size="sm" onClick={onMakeDefault} disabled={update.isPending}>
              <Star aria-hidden="true" />
              {t('actions.makeDefault')}
            </Button>
          )}
          {kit.editable && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm">
                  <Trash2 aria-hidden="true" />
                  {t('actions.delete')}
                </Button>
              }
              title={t('delete.title', { name: kit.name })}
              description={kit.team ? t('delete.teamDescription') : t('delete.description')}
              cancelLabel={t('delete.cancel')}
              confirmLabel={t('delete.confirm')}
              busyLabel={t('delete.busy')}
              onConfirm={onDelete}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
