import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS } from '@forja/contracts';
import {
  entriesByDay,
  movedLocalTime,
  parseLocalDate,
  rangeOf,
  shiftAnchor,
  visibleDays,
  weekStartFor,
} from './calendar-days';
import { entry } from '../test/calendar-server';

describe('calendar days', () => {
  it('starts the week on Sunday for English, Monday for Romanian and Spanish', () => {
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor('ro')).toBe(1);
    expect(weekStartFor('es')).toBe(1);
  });

  it('shows six whole weeks for a month and seven days for a week', () => {
    const month = visibleDays('month', '2026-02-15', 1);
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-01-26');
    expect(month.at(-1)).toBe('2026-03-08');
    expect(visibleDays('week', '2026-12-02', 0)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('asks for no more days than the server allows, across a daylight-saving change', () => {
    // Auckland moves its clocks back on 5 April 2026: the range is still midnight to midnight.
    const days = visibleDays('month', '2026-04-01', 1);
    const { from, to } = rangeOf(days, 'Pacific/Auckland');
    expect(from).toBe('2026-03-29T11:00:00.000Z');
    expect(to).toBe('2026-05-10T12:00:00.000Z');
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(CALENDAR_RANGE_MAX_DAYS * 86_400_000);
  });

  it('keeps the wall-clock time of day when moving across a daylight-saving change', () => {
    // 09:30 on 3 April in Auckland (UTC+13) moved to 7 April (UTC+12) is still 09:30 there.
    const atNine = entry({ at: '2026-04-02T20:30:00.000Z' });
    expect(movedLocalTime(atNine, '2026-04-07', 'Pacific/Auckland')).toBe('2026-04-07T09:30');
  });

  it("groups entries by the day they fall on in the user's zone, moved ones at their new day", () => {
    const late = entry({ id: 'a', at: '2026-12-01T11:30:00.000Z' }); // 00:30 on the 2nd in Auckland
    const early = entry({ id: 'b', at: '2026-12-01T10:30:00.000Z' }); // 23:30 on the 1st
    const byDay = entriesByDay([late, early], 'Pacific/Auckland', {});
    expect(byDay.get('2026-12-01')?.map((e) => e.id)).toEqual(['b']);
    expect(byDay.get('2026-12-02')?.map((e) => e.id)).toEqual(['a']);
    expect(entriesByDay([late], 'UTC', { a: '2026-12-09' }).get('2026-12-09')?.[0]?.id).toBe('a');
  });

  it('pages a month from its first day and reads only real dates from the address', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('tomorrow')).toBeNull();
    expect(parseLocalDate('2026-12-01')).toBe('2026-12-01');
  });
});
