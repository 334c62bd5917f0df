import { notificationPath, notificationText } from "@pm/shared/notifications.constants";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentProps, useId } from "react";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { relativeDate } from "@/lib/dates";
import type { NotificationList } from "./notifications-bell";

/** What an empty bell says, to whom it belongs. */
const EMPTY_TEXT = {
  militar: "Nenhuma notificação por enquanto. Quando uma empresa atualizar uma candidatura sua, você verá aqui.",
  empresa:
    "Nenhuma notificação por enquanto. Quando chegar uma candidatura ou alguém da equipe mencionar você em uma nota, você verá aqui.",
} as const;

export type BellArea = keyof typeof EMPTY_TEXT;

/**
 * The bell's popover and its list, loaded when the bell is first pressed (notifications-bell.tsx).
 * Each notification leads to its page (a company member's, to the candidate's sheet over the
 * candidates list).
 */
export function NotificationsPopover({
  area,
  notifications,
  open,
  onOpenChange,
  button,
}: {
  area: BellArea;
  notifications: UseQueryResult<NotificationList>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button, as the header draws it. */
  button: ComponentProps<typeof Button>;
}) {
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button {...button} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby={titleId}>
        <h2 id={titleId} className="border-b px-4 py-3 font-semibold text-sm">
          Notificações
        </h2>
        <div className="max-h-96 overflow-y-auto">
          <PagedList
            list={notifications}
            items={notifications.data?.notifications ?? []}
            skeleton={{
              rows: 1,
              className: "grid gap-3 p-4",
              row: (
                <>
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-2/3" />
                </>
              ),
            }}
            error={{ message: "Não foi possível carregar suas notificações.", frame: "inset" }}
            empty={<p className="p-4 text-muted-foreground text-sm">{EMPTY_TEXT[area]}</p>}
          >
            {(items) => (
              <ul className="divide-y" data-testid="notifications-list">
                {items.map((n) => (
                  <li key={n.id}>
                    <Link
                      to={notificationPath(n.kind, n.data)}
                      onClick={() => onOpenChange(false)}
                      className="flex gap-3 px-4 py-3 text-sm outline-none hover:bg-muted focus-visible:bg-muted"
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${n.readAt ? "bg-transparent" : "bg-primary"}`}
                      />
                      <span className="grid gap-1">
                        <span>
                          {n.readAt ? null : <span className="sr-only">Nova: </span>}
                          {notificationText(n.kind, n.data)}
                        </span>
                        <span className="text-muted-foreground text-xs">{relativeDate(n.createdAt)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </div>
      </PopoverContent>
    </Popover>
  );
}
