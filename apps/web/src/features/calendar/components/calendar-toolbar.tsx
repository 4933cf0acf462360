import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SCHEDULE_PLATFORMS, type SchedulePlatform } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CALENDAR_VIEWS, type CalendarView } from '../model/calendar-days';
import { PLATFORM_NAMES, PLATFORM_STYLES } from '../model/entry-look';

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  platform: SchedulePlatform | '';
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  onPlatform: (platform: SchedulePlatform | '') => void;
}

/** A set of buttons of which one is on (aria-pressed), e.g. Month | Week. */
function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string; dot?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap rounded-md border bg-background p-0.5"
    >
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          variant={option.value === value ? 'secondary' : 'ghost'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="gap-1.5"
        >
          {option.dot && <span aria-hidden="true" className={cn('size-2 rounded-full', option.dot)} />}
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/** Previous, today, next; the period's title; month or week; one platform or all. */
export function CalendarToolbar({
  title,
  view,
  platform,
  onStep,
  onToday,
  onView,
  onPlatform,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`toolbar.previous.${view}`)}
            onClick={() => onStep(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={onToday}>
            {t('toolbar.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`toolbar.next.${view}`)}
            onClick={() => onStep(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="ml-1 text-lg font-semibold" aria-live="polite" data-testid="calendar-period">
            {title}
          </h2>
        </div>
        <ToggleGroup
          label={t('toolbar.view')}
          value={view}
          onChange={onView}
          options={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`toolbar.views.${v}`) }))}
        />
      </div>
      <ToggleGroup<SchedulePlatform | ''>
        label={t('toolbar.platform')}
        value={platform}
        onChange={onPlatform}
        options={[
          { value: '', label: t('toolbar.allPlatforms') },
          ...SCHEDULE_PLATFORMS.map((p) => ({
            value: p,
            label: PLATFORM_NAMES[p],
            dot: PLATFORM_STYLES[p].dot,
          })),
        ]}
      />
    </div>
  );
}
