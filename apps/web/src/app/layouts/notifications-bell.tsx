import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { PendingDialogTrigger } from "@/components/pending-dialog-trigger";
import type { Button } from "@/components/ui/button";
import { useOnDemand } from "@/hooks/use-on-demand";
import { api, unwrap } from "@/lib/api-client";
import { refreshAfterChange } from "@/lib/realtime";
import type { BellArea } from "./notifications-popover";

const fetchNotifications = () => unwrap(api.notifications.$get());
export type NotificationList = Awaited<ReturnType<typeof fetchNotifications>>;

/** The user's newest notifications; realtime refreshes ["notifications"] when one arrives. */
const notificationsQuery = queryOptions({ queryKey: ["notifications"], queryFn: fetchNotifications });

// The popover and its list (their texts, dates and Radix's positioning) only show after a press:
// they load then, not with every page of the area.
const loadPopover = () => import("./notifications-popover");

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

/**
 * Header bell: an unread dot, and a popover listing notifications that marks them read on open.
 */
export function NotificationsBell({ area = "militar" }: { area?: BellArea }) {
  const notifications = useQuery(notificationsQuery);
  const markRead = useMarkAllRead();
  const popover = useOnDemand(loadPopover);
  const [open, setOpen] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  const hasUnread = unread > 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && hasUnread) markRead.mutate();
  };

  const button: ComponentProps<typeof Button> = {
    variant: "ghost",
    size: "icon-sm",
    className: "relative",
    "aria-label": hasUnread ? unreadLabel(unread) : "Notificações",
    children: (
      <>
        <BellIcon aria-hidden="true" />
        {hasUnread && (
          <span
            data-slot="unread-dot"
            aria-hidden="true"
            className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-background"
          />
        )}
      </>
    ),
  };

  if (popover.module) {
    const { NotificationsPopover } = popover.module;
    return (
      <NotificationsPopover
        area={area}
        notifications={notifications}
        open={open}
        onOpenChange={onOpenChange}
        button={button}
      />
    );
  }
  // Until the popover is here: its button, asking for it.
  return <PendingDialogTrigger {...button} request={popover.request} onOpen={() => onOpenChange(true)} />;
}
