import { BellIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/**
 * Header bell. There is no notifications API yet: callers pass nothing and get the empty state.
 * When one exists, pass the unread count (drives the dot) and the list as children.
 */
export function NotificationsBell({ unreadCount = 0, children }: { unreadCount?: number; children?: ReactNode }) {
  const hasUnread = unreadCount > 0;
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={hasUnread ? `Notificações, ${unreadCount} não lidas` : "Notificações"}
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
        <div className="p-4 text-sm">
          {children ?? <p className="text-muted-foreground">Nenhuma notificação por enquanto.</p>}
        </div>
      </PopoverContent>
    </Popover>
  );
}
