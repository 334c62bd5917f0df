import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

// The unread total apart from the conversations' other queries and mutations (api.ts, which
// re-exports it): every layout's badge reads it, on every page of the area.

/** Which side the screens speak for: the company's routes or the militar's. */
export type Side = "empresa" | "militar";

export const areaApi = (side: Side) => (side === "empresa" ? api.company.conversations : api.military.conversations);

export const unreadQuery = (side: Side) =>
  queryOptions({
    queryKey: ["conversations", side, "unread"],
    queryFn: () => unwrap(areaApi(side).unread.$get()),
  });
