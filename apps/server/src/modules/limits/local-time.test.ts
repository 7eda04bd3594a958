import { describe, expect, it } from 'vitest';
import { inTimeSlots, localTime } from './local-time.ts';

describe('local time and time slots', () => {
  it('reads the wall clock of the time zone, day included', () => {
    const at = Date.UTC(2026, 0, 31, 16, 30); // 00:30 on 1 February in Shanghai
    expect(localTime(at, 'Asia/Shanghai')).toEqual({ date: '2026-02-01', minutes: 30 });
    expect(localTime(at, 'UTC')).toEqual({ date: '2026-01-31', minutes: 16 * 60 + 30 });
    expect(localTime(Date.UTC(2026, 0, 1, 0, 0), 'Asia/Shanghai').minutes).toBe(8 * 60);
  });

  it('answers each minute afresh (the last answer per zone is kept for its minute)', () => {
    const at = Date.UTC(2026, 0, 31, 15, 59, 30);
    expect(localTime(at, 'Asia/Shanghai')).toEqual({ date: '2026-01-31', minutes: 23 * 60 + 59 });
    expect(localTime(at + 29_000, 'Asia/Shanghai').minutes).toBe(23 * 60 + 59);
    expect(localTime(at + 30_000, 'Asia/Shanghai')).toEqual({ date: '2026-02-01', minutes: 0 });
    expect(localTime(at + 30_000, 'UTC')).toEqual({ date: '2026-01-31', minutes: 16 * 60 });
    expect(localTime(at, 'Asia/Shanghai').date).toBe('2026-01-31');
  });

  it('counts an unknown time zone as UTC', () => {
    expect(localTime(Date.UTC(2026, 0, 1, 5, 7), 'Not/AZone')).toEqual({
      date: '2026-01-01',
      minutes: 307,
    });
  });

  it('slots: end exclusive, wrapping midnight, equal ends the whole day, none any time', () => {
    const m = (h: number, min = 0) => h * 60 + min;
    const day = [{ start: '09:00', end: '17:30' }];
    expect(inTimeSlots(day, m(9))).toBe(true);
    expect(inTimeSlots(day, m(17, 29))).toBe(true);
    expect(inTimeSlots(day, m(17, 30))).toBe(false);
    expect(inTimeSlots(day, m(8, 59))).toBe(false);
    const night = [{ start: '22:00', end: '06:00' }];
    expect(inTimeSlots(night, m(23, 59))).toBe(true);
    expect(inTimeSlots(night, 0)).toBe(true);
    expect(inTimeSlots(night, m(5, 59))).toBe(true);
    expect(inTimeSlots(night, m(6))).toBe(false);
    expect(inTimeSlots(night, m(21, 59))).toBe(false);
    expect(inTimeSlots([{ start: '08:00', end: '08:00' }], m(3))).toBe(true);
    expect(inTimeSlots(null, m(3))).toBe(true);
    expect(inTimeSlots([], m(3))).toBe(true);
  });
});
