import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { renderPage, screen, within } from "@/test/render";
import { HelpPage } from "./help-page";

describe("HelpPage", () => {
  it("has a 'Suporte' topic leading to each area's support page, and a visitor to sign in", () => {
    renderPage(<HelpPage />, { path: PAGES.help });
    const topics = screen.getByRole("navigation", { name: "Tópicos da ajuda" });
    expect(within(topics).getByRole("link", { name: "Suporte" }).getAttribute("href")).toBe("#suporte");

    const support = screen.getByRole("region", { name: "Suporte" });
    expect(support.id).toBe("suporte");
    const href = (name: string) => within(support).getByRole("link", { name }).getAttribute("href");
    expect(href("Suporte para militares")).toBe(PAGES.militarySupport);
    expect(href("Suporte para empresas")).toBe(PAGES.companySupport);
    expect(href("Entre na sua conta")).toBe(PAGES.auth);
    // FREE's support is the community, where the team answers what stays unanswered for 3 days.
    expect(href("Comunidade")).toBe(PAGES.militaryCommunity);
    expect(within(support).getByText(/ficarem 3 dias sem resposta/)).toBeTruthy();
  });
});
