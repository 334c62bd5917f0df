import { INTERVIEW_LIMITS, interviewMessages } from "@pm/shared/interviews";
import { PlusIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

// The times the company proposes, typed as a date and a time in Brasília's time and sent as
// instants in UTC. Brasília keeps UTC−3 all year (no daylight saving since 2019).

const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** One proposed time as typed: 'AAAA-MM-DD' and 'HH:MM'. `key` keeps its row while others go. */
export interface SlotDraft {
  key: number;
  date: string;
  time: string;
}

let nextKey = 1;
export const emptySlot = (): SlotDraft => ({ key: nextKey++, date: "", time: "" });

/** Today's date in Brasília, 'AAAA-MM-DD': the date inputs' minimum. */
export function brasiliaToday(now: Date = new Date()): string {
  return new Date(now.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A date and a time in Brasília as an ISO instant in UTC ('2026-12-01' + '14:00' →
 * '2026-12-01T17:00:00.000Z'); null when either is missing or is no real date or time.
 */
export function brasiliaToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // 31/02 and the like roll over to another day: not a date.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return new Date(utc + BRASILIA_OFFSET_MS).toISOString();
}

/** The drafts read: the instants to send, which row each came from, and the rows that are not a time. */
export interface ReadSlots {
  slots: string[];
  /** rows[i]: the row of slots[i], to put the schema's and the API's messages back under it. */
  rows: number[];
  errors: Record<string, string>;
}

/**
 * Rows all blank read as no time (the schema then says 'Proponha ao menos um horário'); otherwise
 * a blank or half-filled row is an invalid time.
 */
export function readSlots(drafts: SlotDraft[]): ReadSlots {
  const out: ReadSlots = { slots: [], rows: [], errors: {} };
  if (drafts.every((s) => !s.date && !s.time)) return out;
  drafts.forEach((draft, row) => {
    const iso = brasiliaToIso(draft.date, draft.time);
    if (iso === null) out.errors[`slots.${row}`] = interviewMessages.slotInvalid;
    else {
      out.slots.push(iso);
      out.rows.push(row);
    }
  });
  return out;
}

/**
 * Where a message about the sent slots goes in the form: 'slots.2' under the row it came from,
 * 'slots' under the whole list.
 */
export function slotErrorKey(path: string, rows: number[]): string {
  const m = /^slots\.(\d+)/.exec(path);
  if (!m) return path;
  const row = rows[Number(m[1])];
  return row === undefined ? "slots" : `slots.${row}`;
}

/**
 * 'Horários propostos': 1 to 5 rows of a date and a time in Brasília, 'Adicionar horário' and a
 * remove button per row. `errors` holds 'slots' (the list) and 'slots.<row>' (one row).
 */
export function SlotsFieldset({
  slots,
  onChange,
  errors,
  legend = "Horários propostos",
}: {
  slots: SlotDraft[];
  onChange: (slots: SlotDraft[]) => void;
  errors: Record<string, string | undefined>;
  legend?: string;
}) {
  const id = useId();
  const listError = errors.slots;
  const hintId = `${id}-dica`;
  const listErrorId = `${id}-erro`;
  const min = brasiliaToday();
  const update = (key: number, patch: Partial<SlotDraft>) =>
    onChange(slots.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <p id={hintId} className="-mt-2 text-muted-foreground text-xs">
        No horário de Brasília. Proponha até {INTERVIEW_LIMITS.slots} horários; o candidato escolhe um.
      </p>
      <ol className="grid gap-3">
        {slots.map((slot, row) => {
          const error = errors[`slots.${row}`] ?? (row === 0 ? listError : undefined);
          const errorId = errors[`slots.${row}`] ? `${id}-${slot.key}-erro` : listErrorId;
          const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
          const dateId = `${id}-${slot.key}-data`;
          const timeId = `${id}-${slot.key}-hora`;
          const label = `Horário ${row + 1}`;
          return (
            <li key={slot.key} className="grid gap-1.5">
              <fieldset className="flex min-w-0 flex-wrap items-end gap-2">
                <legend className="sr-only">{label}</legend>
                <div className="grid min-w-32 flex-1 gap-1.5">
                  <Label htmlFor={dateId} className="font-normal text-xs">
                    Data
                    <span className="sr-only"> do {label.toLowerCase()}</span>
                  </Label>
                  <Input
                    id={dateId}
                    type="date"
                    min={min}
                    value={slot.date}
                    onChange={(e) => update(slot.key, { date: e.target.value })}
                    {...invalid}
                  />
                </div>
                <div className="grid w-24 gap-1.5">
                  <Label htmlFor={timeId} className="font-normal text-xs">
                    Hora
                    <span className="sr-only"> do {label.toLowerCase()}</span>
                  </Label>
                  <Input
                    id={timeId}
                    type="time"
                    step={300}
                    value={slot.time}
                    onChange={(e) => update(slot.key, { time: e.target.value })}
                    {...invalid}
                  />
                </div>
                {slots.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remover ${label.toLowerCase()}`}
                    onClick={() => onChange(slots.filter((s) => s.key !== slot.key))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </fieldset>
              {errors[`slots.${row}`] ? (
                <p id={errorId} className="text-destructive text-sm">
                  {errors[`slots.${row}`]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id={listErrorId} className="text-destructive text-sm">
          {listError}
        </p>
      ) : null}
      {slots.length < INTERVIEW_LIMITS.slots ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...slots, emptySlot()])}
        >
          <PlusIcon aria-hidden="true" />
          Adicionar horário
        </Button>
      ) : null}
    </fieldset>
  );
}
