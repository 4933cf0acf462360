import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Studio } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { useStudios } from '@/lib/studio';
import { itemActionsFor, type ResolvedItemAction } from '@/lib/studio-items';

/**
 * The entries other studios add to an archived item (e.g. "Make a post from this" on a saved
 * article), each a link to that studio's wizard naming the item; nothing when none does.
 */
export function ItemActions({
  studio,
  itemId,
  variant = 'ghost',
}: {
  studio: Studio;
  itemId: string;
  variant?: 'ghost' | 'outline';
}) {
  const actions = itemActionsFor(useStudios(), studio);
  if (actions.length === 0) return null;
  return <ActionLinks actions={actions} itemId={itemId} variant={variant} />;
}

function ActionLinks({
  actions,
  itemId,
  variant,
}: {
  actions: ResolvedItemAction[];
  itemId: string;
  variant: 'ghost' | 'outline';
}) {
  // The labels live in their studios' namespaces.
  const { t } = useTranslation(actions.map((action) => action.labelKey.split(':')[0]!));
  return actions.map(({ key, labelKey, icon: Icon, href }) => (
    <Button key={key} size="sm" variant={variant} asChild>
      <Link to={href(itemId)}>
        <Icon aria-hidden="true" />
        {t(labelKey)}
      </Link>
    </Button>
  ));
}
