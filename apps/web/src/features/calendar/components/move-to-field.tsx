import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { localTimeOf, parseLocalDate } from '../model/calendar-days';
import { shortTime } from '../model/date-labels';

interface MoveToFieldProps {
  entry: CalendarEntry;
  timeZone: string;
  today: string;
  /** Resolves true once moved (the reason for a refusal is shown by the caller). */
  onMove: (entry: CalendarEntry, localDate: string) => Promise<boolean>;
}

/** The keyboard's way to move an entry: another date, the same time of day. */
export function MoveToField({ entry, timeZone, today, onMove }: MoveToFieldProps) {
  const { t, i18n } = useTranslation('calendar');
  const id = useId();
  const localTime = localTimeOf(entry, timeZone);
  const current = localTime.slice(0, 10);
  const time = shortTime(i18n.language, localTime);
  const [date, setDate] = useState(current);
  const [moving, setMoving] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parseLocalDate(date);
    if (!target) return setInvalid(true);
    setInvalid(false);
    setMoving(true);
    void onMove(entry, target).finally(() => setMoving(false));
  };

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>{t('details.moveTo')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="date"
          value={date}
          min={today}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className="w-auto min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" disabled={moving || date === current}>
          {moving && <Spinner />}
          {moving ? t('details.moving') : t('details.move')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={invalid ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {invalid ? t('details.moveInvalid') : t('details.moveHint', { time })}
      </p>
    </form>
  );
}
