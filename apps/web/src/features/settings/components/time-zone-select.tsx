import { useMemo, type ComponentProps } from 'react';
import { inputStyles } from '@/components/ui/field-styles';
import { utcOffsetLabel } from '@/lib/time-zone';
import { cn } from '@/lib/utils';

interface ZoneGroup {
  region: string;
  zones: { value: string; label: string }[];
}

/** Every zone the browser knows, grouped by region (Africa, America, Europe…), UTC on its own. */
function zoneGroups(current: string): { utc: string; groups: ZoneGroup[] } {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // The saved zone stays choosable even if this browser lists it under another name.
  const names = new Set([...supported, ...(current && current !== 'UTC' ? [current] : [])]);
  names.delete('UTC');
  const now = Date.now();
  const byRegion = new Map<string, ZoneGroup['zones']>();
  for (const name of [...names].sort()) {
    const region = name.includes('/') ? name.slice(0, name.indexOf('/')) : name;
    const zones = byRegion.get(region) ?? [];
    zones.push({ value: name, label: `${name} (${utcOffsetLabel(name, now)})` });
    byRegion.set(region, zones);
  }
  return {
    utc: `UTC (${utcOffsetLabel('UTC', now)})`,
    groups: [...byRegion].map(([region, zones]) => ({ region, zones })),
  };
}

/**
 * The browser's own select, drawn like the inputs: typing a zone's first letters finds it,
 * phones show their own picker, and it costs no JavaScript beyond the list itself.
 */
export function TimeZoneSelect({ value, className, ...props }: ComponentProps<'select'> & { value: string }) {
  const { utc, groups } = useMemo(() => zoneGroups(value), [value]);
  return (
    <select value={value} className={cn(inputStyles, 'pr-8 read-only:bg-background', className)} {...props}>
      <option value="UTC">{utc}</option>
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
