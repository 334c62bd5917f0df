import type { TimelineKind } from "@pm/shared/teamwork";
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import {
  ArrowRightLeftIcon,
  CalendarClockIcon,
  type LucideIcon,
  MessageSquareIcon,
  SendIcon,
  StarIcon,
  StickyNoteIcon,
} from "lucide-react";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import { timelineQuery } from "./api";

const KINDS: Record<TimelineKind, { icon: LucideIcon; label: string }> = {
  applied: { icon: SendIcon, label: "Candidatura" },
  status: { icon: ArrowRightLeftIcon, label: "Status" },
  note: { icon: StickyNoteIcon, label: "Nota" },
  rating: { icon: StarIcon, label: "Avaliação" },
  message: { icon: MessageSquareIcon, label: "Mensagem" },
  interview: { icon: CalendarClockIcon, label: "Entrevista" },
};

/** The kinds whose detail is an excerpt of what was written: the words that introduce it. */
const QUOTED: Partial<Record<TimelineKind, string>> = {
  note: "escreveu uma nota:",
  message: "enviou uma mensagem:",
};

/** "27/11/2026 14:05". */
const moment = (iso: string) => format(parseISO(iso), "dd/MM/yyyy HH:mm");

/** 'Histórico': everything that happened to the application, oldest first, each with who did it and when. */
export function TimelineSection({ applicationId }: { applicationId: string }) {
  const timeline = useQuery(timelineQuery(applicationId));
  return (
    <Section variant="divided" title="Histórico">
      {timeline.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Carregando histórico...
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : timeline.isError ? (
        <LoadError frame="plain" message="Erro ao carregar o histórico da candidatura" query={timeline} />
      ) : timeline.data.entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nada registrado ainda.</p>
      ) : (
        <ol className="grid gap-0" aria-label="Histórico da candidatura">
          {timeline.data.entries.map((entry, i) => {
            const { icon: Icon, label } = KINDS[entry.kind] ?? KINDS.status;
            const last = i === timeline.data.entries.length - 1;
            return (
              <li
                // Entries have no id of their own; their place in the oldest-first list is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are only ever appended.
                key={`${entry.at}-${i}`}
                className="relative grid grid-cols-[auto_1fr] gap-3 pb-4 last:pb-0"
                data-testid="timeline-entry"
              >
                {last ? null : <span aria-hidden="true" className="absolute top-8 bottom-0 left-3.5 w-px bg-border" />}
                <span className="flex size-7 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{label}: </span>
                </span>
                <div className="grid min-w-0 gap-0.5 pt-0.5">
                  <p className="text-sm wrap-anywhere">
                    <span className="font-medium">{entry.actor}</span>{" "}
                    {QUOTED[entry.kind] ? (
                      <>
                        {QUOTED[entry.kind]} <q className="text-muted-foreground">{entry.detail}</q>
                      </>
                    ) : (
                      entry.detail
                    )}
                  </p>
                  <time dateTime={entry.at} className="text-muted-foreground text-xs">
                    {moment(entry.at)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
