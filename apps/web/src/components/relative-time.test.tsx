import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shortDate } from "@/lib/dates";
import { RelativeTime } from "./relative-time";

describe("RelativeTime", () => {
  const iso = new Date(Date.now() - 3 * 86_400_000).toISOString();

  it("renders on the server the date itself, which a page kept for hours still says truly", () => {
    const html = renderToString(<RelativeTime iso={iso} />);
    expect(html).toContain(`em ${shortDate(iso)}`);
    expect(html).not.toContain("há");
  });

  it("says the relative time once live in the browser", async () => {
    render(<RelativeTime iso={iso} />);
    expect(await screen.findByText("há 3 dias")).toBeTruthy();
  });
});
