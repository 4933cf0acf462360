import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { settingsTab } from '@/config/paths';

interface Props {
  idPrefix: string;
  /** The platform form these inputs belong to: Enter in them submits it. */
  formId: string;
  date: string;
  time: string;
  onChange: (change: { date?: string; time?: string }) => void;
  timeZone: string;
  /** Translated. */
  error?: string;
}

/**
 * The date and the time a publication goes out, on the wall clock of the user's zone, named
 * beside them ("Europe/Bucharest") with where to change it.
 */
export function ScheduleWhen({ idPrefix, formId, date, time, onChange, timeZone, error }: Props) {
  const { t } = useTranslation('scheduling');
  const errorId = `${idPrefix}-when-error`;
  const zoneId = `${idPrefix}-zone`;
  const describedBy = [error ? errorId : '', zoneId].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{t('when')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-date`}>{t('date')}</Label>
          <Input
            id={`${idPrefix}-date`}
            type="date"
            form={formId}
            required
            value={date}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ date: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-time`}>{t('time')}</Label>
          <Input
            id={`${idPrefix}-time`}
            type="time"
            form={formId}
            required
            value={time}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ time: e.target.value })}
          />
        </div>
      </div>
      <p id={zoneId} className="text-xs text-muted-foreground">
        {t('timeZone', { zone: timeZone })}{' '}
        <Link
          to={settingsTab('profile')}
          className="font-medium text-foreground underline underline-offset-4"
        >
          {t('changeTimeZone')}
        </Link>
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
