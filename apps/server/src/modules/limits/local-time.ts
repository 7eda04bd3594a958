import type { TimeSlot } from '@robot/contracts';

/** A moment as a wall clock in one time zone shows it. */
export interface LocalTime {
  /** YYYY-MM-DD: the local day (the daily count's key) */
  date: string;
  /** minutes since local midnight */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * The last answer per zone, by clock minute: every turn asks for the local time (the limits gate),
 * and `formatToParts` was a visible share of a turn's start in the chat bench's burst of 200. Every
 * zone's offset from UTC is a whole number of minutes (since 1972), so one clock minute is one local
 * minute.
 */
const lastByZone = new Map<string, { minute: number; local: LocalTime }>();

/** `epochMs` on the wall clock of `timeZone` (an unknown zone counts as UTC). */
export function localTime(epochMs: number, timeZone: string): LocalTime {
  const minute = Math.floor(epochMs / 60_000);
  const last = lastByZone.get(timeZone);
  if (last && last.minute === minute) return last.local;
  const local = formatLocalTime(epochMs, timeZone);
  if (lastByZone.size >= 64) lastByZone.clear();
  lastByZone.set(timeZone, { minute, local });
  return local;
}

function formatLocalTime(epochMs: number, timeZone: string): LocalTime {
  let f: Intl.DateTimeFormat;
  try {
    f = formatFor(timeZone);
  } catch {
    f = formatFor('UTC');
  }
  const parts = Object.fromEntries(
    f.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Whether `minutes` (since local midnight) falls in one of the slots. `end` is exclusive; an `end`
 * before `start` wraps past midnight (22:00-06:00 holds 23:30 and 05:59, not 06:00); `start` equal
 * to `end` is the whole day. No slots (null or []) means any time.
 */
export function inTimeSlots(slots: TimeSlot[] | null, minutes: number): boolean {
  if (!slots || slots.length === 0) return true;
  return slots.some(({ start, end }) => {
    const s = minutesOf(start);
    const e = minutesOf(end);
    if (s === e) return true;
    return s < e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
  });
}
