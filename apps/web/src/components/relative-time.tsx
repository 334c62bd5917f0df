import { brazilDate } from "@pm/shared/brazil";
import { useEffect, useState } from "react";
import { relativeDate } from "@/lib/dates";

/**
 * A past moment as a relative time ('há 3 dias'), on pages the server renders. The server's HTML
 * was made earlier (and may be kept a while), and hydration needs the first render in the browser
 * to say exactly what it says: both show the date itself ('em 28/11/2026', as São Paulo's clock
 * reads it, so a server in UTC and a browser in Brazil agree near midnight), and the relative time
 * takes its place once the page is live.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <time dateTime={iso} title={brazilDate(new Date(iso))}>
      {live ? relativeDate(iso) : `em ${brazilDate(new Date(iso))}`}
    </time>
  );
}
