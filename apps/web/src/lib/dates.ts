// The dates the screens print, in pt-BR, without date-fns: these run on the signed-in areas' first
// pages (the dashboards' 'há 3 dias', the console's dates), where date-fns' formatter and locale
// cost more than the page's own code. Each function prints exactly what date-fns' `format` and
// `formatDistanceToNow` (with the pt-BR locale) print for the same input; dates.test.ts checks
// them against date-fns, which the pages with richer formats still use.

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO 8601 date or moment as date-fns' `parseISO` reads the ones the API sends: a date alone
 * ('2026-11-22') is that day's midnight on the browser's clock, a moment without an offset is on
 * the browser's clock, one with an offset or 'Z' is that instant.
 */
export function parseIsoDate(iso: string): Date {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  // As date-fns' `format` does, an unreadable date is an error, not 'NaN/NaN/NaN'.
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

const two = (n: number) => String(n).padStart(2, "0");

/** "22/11/2026" (`dd/MM/yyyy`). */
export const dayMonthYear = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;

/** "14:05" (`HH:mm`). */
export const hourMinute = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;

/** "22/11 14:05" (`dd/MM HH:mm`). */
export const dayMonthTime = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)} ${hourMinute(date)}`;

/** "22/11/2026", for lists. */
export function shortDate(iso: string): string {
  return dayMonthYear(parseIsoDate(iso));
}

/** "22 de novembro de 2026", for sentences. */
export function longDate(iso: string): string {
  const date = parseIsoDate(iso);
  return `${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
}

/** "22/11/2026 às 14:05", for moments. */
export function dateAndTime(iso: string): string {
  const date = parseIsoDate(iso);
  return `${dayMonthYear(date)} às ${hourMinute(date)}`;
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

/** How far the browser's clock is from UTC at a moment, as date-fns measures it. */
function zoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const isLastDayOfMonth = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate() === date.getDate();

/** Whole months from `earlier` to `later` (later ≥ earlier), as date-fns' `differenceInMonths` counts them. */
function monthsBetween(later: Date, earlier: Date): number {
  const difference = Math.abs(
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth(),
  );
  if (difference < 1) return 0;
  const sign = later.getTime() > earlier.getTime() ? 1 : later.getTime() < earlier.getTime() ? -1 : 0;
  const working = new Date(later.getTime());
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - sign * difference);
  const compared = working.getTime() > earlier.getTime() ? 1 : working.getTime() < earlier.getTime() ? -1 : 0;
  let lastMonthNotFull = compared === -sign;
  if (isLastDayOfMonth(later) && difference === 1 && later.getTime() > earlier.getTime()) lastMonthNotFull = false;
  const result = sign * (difference - Number(lastMonthNotFull));
  return result === 0 ? 0 : result;
}

/** "1 dia" or "3 dias": date-fns' pt-BR words for a count. */
const count = (n: number, one: string, other: string) => (n === 1 ? one : other.replace("#", String(n)));

/** "há 3 dias", for how long ago something happened ("em 3 dias" for what is still ahead). */
export function relativeDate(iso: string): string {
  const date = parseIsoDate(iso);
  const now = new Date(Date.now());
  const future = date.getTime() > now.getTime();
  const [older, newer] = future ? [now, date] : [date, now];
  const seconds = Math.trunc((newer.getTime() - older.getTime()) / 1000) || 0;
  const offsetSeconds = (zoneOffsetMs(newer) - zoneOffsetMs(older)) / 1000;
  const minutes = Math.round((seconds - offsetSeconds) / 60);
  let words: string;
  if (minutes < 2) {
    words = minutes === 0 ? "menos de um minuto" : count(minutes, "1 minuto", "# minutos");
  } else if (minutes < 45) {
    words = count(minutes, "1 minuto", "# minutos");
  } else if (minutes < 90) {
    words = "cerca de 1 hora";
  } else if (minutes < MINUTES_IN_DAY) {
    words = count(Math.round(minutes / 60), "cerca de 1 hora", "cerca de # horas");
  } else if (minutes < 2520) {
    words = "1 dia";
  } else if (minutes < MINUTES_IN_MONTH) {
    words = count(Math.round(minutes / MINUTES_IN_DAY), "1 dia", "# dias");
  } else if (minutes < MINUTES_IN_MONTH * 2) {
    words = count(Math.round(minutes / MINUTES_IN_MONTH), "cerca de 1 mês", "cerca de # meses");
  } else {
    const months = monthsBetween(newer, older);
    if (months < 12) {
      words = count(Math.round(minutes / MINUTES_IN_MONTH), "1 mês", "# meses");
    } else {
      const years = Math.trunc(months / 12);
      const rest = months % 12;
      if (rest < 3) words = count(years, "cerca de 1 ano", "cerca de # anos");
      else if (rest < 9) words = count(years, "mais de 1 ano", "mais de # anos");
      else words = count(years + 1, "quase 1 ano", "quase # anos");
    }
  }
  return `${future ? "em" : "há"} ${words}`;
}
