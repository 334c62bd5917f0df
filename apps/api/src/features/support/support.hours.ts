// Business time for the support targets: 8h to 18h, Monday to Friday, in America/Sao_Paulo, without
// Brazil's national holidays. The holidays come from date-holidays (type 'public' of 'BR': the
// national ones, Sexta-Feira Santa included; Carnaval and Corpus Christi are optional there, as
// they are by law), never from a list typed here.
import Holidays from "date-holidays";

export const SUPPORT_ZONE = "America/Sao_Paulo";
const OPEN_MINUTE = 8 * 60;
const CLOSE_MINUTE = 18 * 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SUPPORT_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface Local {
  year: number;
  month: number;
  day: number;
  /** Milliseconds since the local midnight. */
  msOfDay: number;
  /** The local calendar day as 'YYYY-MM-DD'. */
  key: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

function local(at: number): Local {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const year = Number(p.year);
  const month = Number(p.month);
  const day = Number(p.day);
  const msOfDay = ((Number(p.hour) * 60 + Number(p.minute)) * 60 + Number(p.second)) * 1000 + (at % 1000);
  return {
    year,
    month,
    day,
    msOfDay,
    key: `${p.year}-${p.month}-${p.day}`,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The instant of a local wall time (the zone's offset read at that moment, so any rule change is followed). */
function instantOf(year: number, month: number, day: number, minuteOfDay: number): number {
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The zone's offset from UTC at `at`, in milliseconds (São Paulo: -3 h). */
function offsetAt(at: number): number {
  const l = local(at);
  const wall = Date.UTC(l.year, l.month - 1, l.day) + l.msOfDay;
  return Math.round((wall - at) / MINUTE) * MINUTE;
}

const holidaysOfYear = new Map<number, ReadonlySet<string>>();
const calendar = new Holidays("BR");

/** The national holidays of a year, as 'YYYY-MM-DD' local days. */
export function nationalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysOfYear.get(year);
  if (!days) {
    days = new Set(
      (calendar.getHolidays(year) || []).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)),
    );
    holidaysOfYear.set(year, days);
  }
  return days;
}

function isBusinessDay(l: Local): boolean {
  return l.weekday !== 0 && l.weekday !== 6 && !nationalHolidays(l.year).has(l.key);
}

/** The next local day's opening (8h), from any moment of `l`'s day. */
function nextOpening(l: Local): number {
  const next = new Date(Date.UTC(l.year, l.month - 1, l.day) + DAY);
  return instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), OPEN_MINUTE);
}

/**
 * The moment `minutes` business minutes after `start`: time outside business hours does not count,
 * so a request opened on a Friday at 17h30 with a 1-hour target is due on Monday at 8h30 (or
 * Tuesday, when Monday is a national holiday).
 */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  let at = start.getTime();
  let remaining = minutes * MINUTE;
  // A year of days at most: every week has business hours, so this ends long before.
  for (let step = 0; step < 800; step++) {
    const l = local(at);
    if (!isBusinessDay(l) || l.msOfDay >= CLOSE_MINUTE * MINUTE) {
      at = nextOpening(l);
      continue;
    }
    if (l.msOfDay < OPEN_MINUTE * MINUTE) {
      at = instantOf(l.year, l.month, l.day, OPEN_MINUTE);
      continue;
    }
    const left = CLOSE_MINUTE * MINUTE - l.msOfDay;
    if (remaining <= left) return new Date(at + remaining);
    remaining -= left;
    at = nextOpening(l);
  }
  throw new Error("no business hours found within a year");
}
