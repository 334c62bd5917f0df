import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from "@pm/shared/applications";
import { useInfiniteQuery } from "@tanstack/react-query";
import { GripVerticalIcon } from "lucide-react";
import { type DragEvent, useState } from "react";
import { PagedList } from "@/components/paged-list";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import {
  applicationsQuery,
  type CandidatesFilters,
  type ListedApplication,
  STATUS_ERROR,
  STATUS_UPDATED,
  useSetApplicationStatus,
} from "../api";
import { NextInterviewNote, RatingBadge } from "./application-status";
import { UnmetBadge } from "./screening-answers";
import { ApplicationActions } from "./view-profile-button";

/** What a dragged card carries: the application and the column it leaves. */
const DRAG_TYPE = "application/x-pm-application";

/**
 * One job's candidates as a board: a column per status. A card moves by dragging it to another
 * column or, from the keyboard and on a phone, with its 'Alterar status' menu.
 */
export function CandidatesBoard({
  filters,
  onOpen,
}: {
  filters: CandidatesFilters;
  onOpen: (application: ListedApplication) => void;
}) {
  const setStatus = useSetApplicationStatus();
  const move = async (id: string, to: ApplicationStatus) => {
    try {
      await setStatus.mutateAsync({ id, status: to });
      toast.success(STATUS_UPDATED);
    } catch {
      toast.error(STATUS_ERROR);
    }
  };
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy={setStatus.isPending}>
      {APPLICATION_STATUSES.map((status) => (
        <BoardColumn key={status} status={status} filters={filters} onOpen={onOpen} onMove={move} />
      ))}
    </div>
  );
}

function BoardColumn({
  status,
  filters,
  onOpen,
  onMove,
}: {
  status: ApplicationStatus;
  filters: CandidatesFilters;
  onOpen: (application: ListedApplication) => void;
  onMove: (id: string, to: ApplicationStatus) => Promise<void>;
}) {
  const column = useInfiniteQuery(applicationsQuery({ ...filters, status, sort: "recentes" }));
  const [over, setOver] = useState(false);
  const applications = column.data?.pages.flatMap((p) => p.applications) ?? [];
  const count = column.data?.pages[0]?.total ?? 0;
  const headingId = `quadro-${status}`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const { id, from } = JSON.parse(raw) as { id: string; from: ApplicationStatus };
    if (from !== status) void onMove(id, status);
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "grid content-start gap-3 rounded-xl border bg-muted/40 p-3 transition-colors",
        over && "border-primary bg-primary/5",
      )}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2 id={headingId} className="flex items-center justify-between font-semibold text-sm">
        {APPLICATION_STATUS_LABELS[status]}
        <span className="rounded-full bg-background px-2 py-0.5 text-muted-foreground text-xs">{count}</span>
      </h2>
      <PagedList
        list={column}
        items={applications}
        skeleton={{ rows: 1, className: "grid", row: "h-20 w-full" }}
        error={{ message: "Erro ao carregar candidaturas", frame: "plain" }}
        empty={
          <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
            Nenhuma candidatura
          </p>
        }
        loadMore={{ size: "sm", wrapper: null }}
      >
        {(items, more) => (
          <>
            <ul className="grid gap-2" aria-label={`${APPLICATION_STATUS_LABELS[status]}: candidaturas`}>
              {items.map((a) => (
                <li
                  key={a.id}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: a.id, from: a.status }));
                    event.dataTransfer.effectAllowed = "move";
                  }}
                  className="grid cursor-grab gap-2 rounded-lg border bg-card p-3 shadow-xs active:cursor-grabbing"
                  data-testid="board-card"
                >
                  <div className="flex items-start gap-2">
                    <GripVerticalIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0 wrap-anywhere">
                      <p className="font-medium text-sm">{a.candidate.name}</p>
                      <p className="text-muted-foreground text-xs">{a.candidate.email}</p>
                      <RatingBadge rating={a.rating} className="mt-0.5" />
                      {a.meetsRequirements === false ? <UnmetBadge /> : null}
                      <NextInterviewNote interview={a.nextInterview} className="mt-1" />
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ApplicationActions application={a} onOpen={onOpen} />
                  </div>
                </li>
              ))}
            </ul>
            {more}
          </>
        )}
      </PagedList>
    </section>
  );
}
