import { operationsMessages as m } from "@pm/shared/operations";
import { format, parseISO } from "date-fns";
import { auditActionLabel, auditTargetLabel } from "./labels";

export interface AuditEntryView {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}

/** The audit log, newest first: who did what, when, why, and the values before and after. */
export function AuditList({ entries, showTarget = false }: { entries: AuditEntryView[]; showTarget?: boolean }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">{m.auditEmpty}</p>;
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="grid min-w-0 gap-1 rounded-md border p-3 text-sm [overflow-wrap:anywhere]">
          <p>
            <span className="font-semibold">{auditActionLabel(entry.action)}</span>
            <span className="text-muted-foreground">
              {" "}
              por {entry.actorEmail} em{" "}
              <time dateTime={entry.createdAt}>{format(parseISO(entry.createdAt), "dd/MM/yyyy 'às' HH:mm")}</time>
            </span>
          </p>
          {showTarget ? (
            <p className="text-muted-foreground">
              {auditTargetLabel(entry.targetType)} {entry.targetId}
            </p>
          ) : null}
          {entry.reason ? <p>Motivo: {entry.reason}</p> : null}
          <details>
            <summary className="cursor-pointer text-muted-foreground">Valores antes e depois</summary>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">
                {JSON.stringify(entry.before, null, 2)}
              </pre>
              <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">{JSON.stringify(entry.after, null, 2)}</pre>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
