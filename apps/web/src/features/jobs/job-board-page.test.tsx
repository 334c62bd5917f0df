import { addDays, brazilToday } from "@pm/shared/jobs";
import { fireEvent, within } from "@testing-library/react";
import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch } from "@/test/render";
import { JobBoardPage } from "./job-board-page";

const company = { id: "empresa-1", name: "Armazéns Jundiaí", logoUrl: null, city: "Jundiaí", state: "SP" };

const boardJob = (id: string, title: string, fields: Record<string, unknown> = {}) => ({
  id,
  title,
  city: "Jundiaí, SP",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: null,
  salaryMax: null,
  openings: 1,
  pcd: null,
  closesOn: null,
  description: "Movimentação de cargas.",
  requirements: [],
  benefits: [],
  createdAt: "2026-11-20T12:00:00.000Z",
  company,
  bookmarked: false,
  application: null,
  ...fields,
});

const closesOn = addDays(brazilToday(), 20);
const shownDay = format(parseISO(closesOn), "dd/MM/yyyy");

const JOBS = [
  boardJob("j-many", "Operador de Empilhadeira", {
    salaryMin: 2800,
    salaryMax: 3200,
    openings: 4,
    pcd: "tambem",
    closesOn,
    benefits: ["Vale-refeição", "Plano de saúde", "Seguro de vida", "PLR", "Vale-transporte"],
  }),
  boardJob("j-one", "Auxiliar Administrativo", { pcd: "exclusiva", salary: "R$ 2.300 + comissões", salaryMin: 2300 }),
  boardJob("j-none", "Vigilante Noturno"),
];

function open() {
  stubFetch((url) => {
    if (url.includes("/api/military/jobs/j-many"))
      return {
        body: {
          ...JOBS[0],
          company: { ...company, sector: null, employeesCount: null, website: null, description: null },
        },
      };
    if (url.includes("/api/military/jobs")) return { body: { jobs: JOBS, nextCursor: null } };
    if (url.includes("/api/military/applications"))
      return { body: { applications: [], activeCount: 0, activeLimit: 2, plan: "FREE" } };
    return { body: { jobs: [] } };
  });
  renderPage(<JobBoardPage />, { path: "/app/vagas" });
}

const card = async (title: string) => {
  const heading = await screen.findByRole("heading", { name: title });
  const article = heading.closest("article");
  if (!article) throw new Error(`no card for ${title}`);
  return within(article);
};

describe("the board's cards", () => {
  it("show the openings when more than one, the PcD badge, the closing date, the salary and the benefits", async () => {
    open();
    const many = await card("Operador de Empilhadeira");
    expect(many.getByText("4 vagas")).toBeTruthy();
    expect(many.getByTestId("job-pcd").textContent).toBe("Também para PcD");
    expect(many.getByTestId("job-closes-on").textContent).toBe(`Inscrições até ${shownDay}`);
    expect(many.getByTestId("job-salary").textContent).toBe("Salário: R$\u00a02.800 a R$\u00a03.200");
    const benefits = many.getByRole("heading", { name: "Benefícios" }).parentElement as HTMLElement;
    expect(
      within(benefits)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Vale-refeição", "Plano de saúde", "Seguro de vida", "e mais 2"]);

    const one = await card("Auxiliar Administrativo");
    expect(one.queryByText(/\d+ vagas$/)).toBeNull();
    expect(one.getByTestId("job-pcd").textContent).toBe("Exclusiva para PcD");
    // The company's own words come before its range.
    expect(one.getByTestId("job-salary").textContent).toBe("Salário: R$ 2.300 + comissões");
    expect(one.queryByTestId("job-closes-on")).toBeNull();

    const none = await card("Vigilante Noturno");
    expect(none.getByTestId("job-salary").textContent).toBe("Salário: A combinar");
    expect(none.queryByTestId("job-pcd")).toBeNull();
    expect(none.queryByRole("heading", { name: "Benefícios" })).toBeNull();
  });

  it("and the job's details show them too, with every benefit listed", async () => {
    open();
    const many = await card("Operador de Empilhadeira");
    fireEvent.click(many.getByRole("button", { name: "Ver detalhes de Operador de Empilhadeira" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(await dialog.findByText("4 vagas")).toBeTruthy();
    expect(dialog.getByTestId("job-pcd").textContent).toBe("Também para PcD");
    expect(dialog.getByTestId("job-closes-on").textContent).toBe(`Inscrições até ${shownDay}`);
    const benefits = dialog.getByRole("heading", { name: "Benefícios" }).closest("section") as HTMLElement;
    expect(within(benefits).getAllByRole("listitem")).toHaveLength(5);
  });
});
