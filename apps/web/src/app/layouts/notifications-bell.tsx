import { notificationPath, notificationText } from "@pm/shared/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { api, unwrap } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { refreshAfterChange } from "@/lib/realtime";

const fetchNotifications = () => unwrap(api.notifications.$get());
type NotificationList = Awaited<ReturnType<typeof fetchNotifications>>;

/** The user's newest notifications; realtime refreshes ["notifications"] when one arrives. */
const notificationsQuery = queryOptions({ queryKey: ["notifications"], queryFn: fetchNotifications });

function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications.read.$post({ json: {} })),
    // The dot goes out at once, before the answer.
    onMutate: () =>
      queryClient.setQueryData<NotificationList>(notificationsQuery.queryKey, (data) =>
        data ? { ...data, unread: 0 } : data,
      ),
    onSettled: (_data, error) =>
      error
        ? queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey })
        : refreshAfterChange(queryClient, "notifications"),
  });
}

/** "1 notificação não lida", "3 notificações não lidas": the label agrees with the number. */
export const unreadLabel = (n: number) => (n === 1 ? "1 notificação não lida" : `${n} notificações não lidas`);

/** What an empty bell says, to whom it belongs. */
const EMPTY_TEXT = {
  militar: "Nenhuma notificação por enquanto. Quando uma empresa atualizar uma candidatura sua, você verá aqui.",
  empresa:
    "Nenhuma notificação por enquanto. Quando chegar uma candidatura ou alguém da equipe mencionar você em uma nota, você verá aqui.",
} as const;

/**
 * Header bell: an unread dot, and a popover listing notifications that marks them read on open.
 * Each leads to its page (a company member's, to the candidate's sheet over the candidates list).
 */
export function NotificationsBell({ area = "militar" }: { area?: keyof typeof EMPTY_TEXT }) {
  const notifications = useQuery(notificationsQuery);
  const { data } = notifications;
  const markRead = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const unread = data?.unread ?? 0;
  const hasUnread = unread > 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && hasUnread) markRead.mutate();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={hasUnread ? unreadLabel(unread) : "Notificações"}
        >
          <BellIcon aria-hidden="true" />
          {hasUnread && (
            <span
              data-slot="unread-dot"
              aria-hidden="true"
              className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-background"
            />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby={titleId}>
        <h2 id={titleId} className="border-b px-4 py-3 font-semibold text-sm">
          Notificações
        </h2>
        <div className="max-h-96 overflow-y-auto">
          <PagedList
            list={notifications}
            items={data?.notifications ?? []}
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
                      onClick={() => setOpen(false)}
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
