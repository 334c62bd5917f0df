import { describe, expect, it } from "vitest";
import { fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { RatingSection } from "./rating-section";

const BRUNO = { member: { id: "u2", name: "Bruno Lima" }, stars: 5, at: "2026-11-28T12:00:00.000Z" };

const BEFORE = { average: 5, count: 1, mine: null, ratings: [BRUNO] };
const AFTER = {
  average: 4.5,
  count: 2,
  mine: 4,
  ratings: [BRUNO, { member: { id: "u1", name: "Carla Mendes" }, stars: 4, at: "2026-11-29T12:00:00.000Z" }],
  message: "Avaliação salva.",
};

function api() {
  return stubFetch((_url, method) => (method === "PUT" ? { body: AFTER } : { body: BEFORE }));
}

describe("the team's rating of a candidate", () => {
  it("shows five labelled stars, the team's average and who gave what", async () => {
    api();
    renderPage(<RatingSection applicationId="a1" />, { path: "/empresa/candidatos" });
    const group = await screen.findByRole("group", { name: "Sua avaliação" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(group).getByRole("radio", { name: "1 estrela" })).toBeTruthy();
    expect(within(group).getByRole("radio", { name: "5 estrelas" })).toBeTruthy();
    expect(within(group).queryByRole("radio", { checked: true })).toBeNull();
    expect(screen.getByTestId("rating-average").textContent).toBe("Média da equipe: 5,0 (1)");
    const list = screen.getByRole("list", { name: "Avaliações da equipe" });
    expect(within(list).getByRole("listitem").textContent).toBe("Bruno Lima5 estrelas");
  });

  it("clicking the fourth star PUTs 4 and shows the new average", async () => {
    const fetchMock = api();
    renderPage(<RatingSection applicationId="a1" />, { path: "/empresa/candidatos" });
    fireEvent.click(await screen.findByRole("radio", { name: "4 estrelas" }));
    await waitFor(() => expect(screen.getByTestId("rating-average").textContent).toBe("Média da equipe: 4,5 (2)"));
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/company/applications/a1/rating", body: { stars: 4 } },
    ]);
    expect((screen.getByRole("radio", { name: "4 estrelas" }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole("list", { name: "Avaliações da equipe" })).getAllByRole("listitem")).toHaveLength(2);
  });
});
