import { brazilDate } from "@pm/shared/brazil";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RelativeTime } from "./relative-time";

describe("RelativeTime", () => {
  const iso = new Date(Date.now() - 3 * 86_400_000).toISOString();

  it("renders on the server the date itself, which a page kept for hours still says truly", () => {
    const html = renderToString(<RelativeTime iso={iso} />);
    expect(html).toContain(`em ${brazilDate(new Date(iso))}`);
    expect(html).not.toContain("há");
  });

  it("writes the day São Paulo's clock reads, whatever the zone it renders in", () => {
    // 02:30 UTC on the 1st is still the 30th in Brazil (UTC-3).
    expect(renderToString(<RelativeTime iso="2026-12-01T02:30:00Z" />)).toContain("em 30/11/2026");
  });

  it("says the relative time once live in the browser", async () => {
    render(<RelativeTime iso={iso} />);
    expect(await screen.findByText("há 3 dias")).toBeTruthy();
  });
});
