// How the console's support screens say times: a duration ('3 h 20 min'), a due time ('Vence em
// 45 min', 'Prazo estourado'), a moment ('28/11/2026 às 14:05') and a share ('85%').
import { SUPPORT_PLAN_LABELS, type SupportPlan } from "@pm/shared/support.constants";
import { useEffect, useState } from "react";
import { dateAndTime, dayMonthTime, hourMinute, parseIsoDate } from "@/lib/dates";

/** '45 min', '3 h', '3 h 20 min', '2 d 4 h': a span of minutes, the two largest units. */
export function durationText(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

export const OVERDUE = "Prazo estourado";

/** A request's due time as the queue says it: 'Vence em 45 min', or 'Prazo estourado' once past. */
export function dueText(dueAt: string, overdue: boolean, now: number): string {
  const left = (parseIsoDate(dueAt).getTime() - now) / 60_000;
  if (overdue || left <= 0) return OVERDUE;
  return `Vence em ${durationText(Math.max(1, left))}`;
}

/** '28/11/2026 às 14:05'. */
export const when = dateAndTime;

/** '14:05' today, '28/11 14:05' otherwise: a message's or an error's time in a tight column. */
export function shortWhen(iso: string, now = new Date()): string {
  const date = parseIsoDate(iso);
  return date.toDateString() === now.toDateString() ? hourMinute(date) : dayMonthTime(date);
}

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });
/** 0.85 → '85%'. */
export const percentText = (share: number) => percent.format(share);

const rating = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** 4.25 → '4,3'. */
export const ratingText = (average: number) => rating.format(average);

/** A plan's name in the queue ('Militar PREMIUM', 'Enterprise'), or what the API sent. */
export const supportPlanLabel = (plan: string) => SUPPORT_PLAN_LABELS[plan as SupportPlan] ?? plan;

/** The clock, read again every minute: due times count down while the page stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
