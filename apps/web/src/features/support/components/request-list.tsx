import { brazilDate } from "@pm/shared/brazil";
import { Link, useSearchParams } from "react-router";
import { relativeDate } from "@/lib/dates";
import { patchParams } from "@/lib/search-params";
import { cx } from "@/lib/utils";
import type { SupportRequestSummary } from "../api";
import { categoryLabel, SupportStatusBadge } from "./status-badge";

/** The address's parameter naming the request whose thread is open. */
export const OPEN_PARAM = "atendimento";

/** His requests, each opening its thread in the same page (?atendimento=<id>). */
export function RequestList({ requests, openId }: { requests: SupportRequestSummary[]; openId: string | null }) {
  const [params] = useSearchParams();
  return (
    <ul className="grid gap-2" aria-label="Atendimentos">
      {requests.map((request) => {
        const open = request.id === openId;
        return (
          <li key={request.id}>
            <Link
              to={{ search: `?${patchParams(params, { [OPEN_PARAM]: request.id })}` }}
              aria-current={open ? "true" : undefined}
              className={cx(
                "grid gap-2 rounded-lg border p-3 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
                open && "border-primary bg-secondary",
              )}
            >
              <span className="flex items-start gap-2">
                <span className={cx("min-w-0 flex-1 wrap-anywhere", request.unread ? "font-semibold" : "font-medium")}>
                  {request.subject}
                </span>
                {request.unread ? (
                  <span className="mt-1.5 flex shrink-0 items-center">
                    <span aria-hidden="true" className="size-2.5 rounded-full bg-accent ring-2 ring-accent/30" />
                    <span className="sr-only">Nova resposta</span>
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
                <SupportStatusBadge status={request.status} />
                <span>{categoryLabel(request.category)}</span>
              </span>
              <span className="text-muted-foreground text-xs">
                Aberto em {brazilDate(new Date(request.createdAt))} · última mensagem{" "}
                <time dateTime={request.lastMessageAt}>{relativeDate(request.lastMessageAt)}</time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
