import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { type Side, unreadQuery } from "./unread-query";

// Apart from the conversations page: the layouts show it on every page, and must not load the page
// (its conversation view, composer and date formatting) to do so.

/** The unread total, as a small badge beside 'Mensagens' (nothing when all is read). */
export function UnreadMessagesBadge({ side, className }: { side: Side; className?: string }) {
  const unread = useQuery(unreadQuery(side));
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge className={className} aria-label={`${total} mensagens não lidas`}>
      {total > 99 ? "99+" : total}
    </Badge>
  );
}
