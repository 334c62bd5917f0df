import type { JobInput } from "@pm/shared/jobs.company";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import type { Me } from "@/lib/session";
import {
  click,
  control,
  expectFieldError,
  expectNoFieldError,
  fill,
  renderPage,
  sentWrites,
  stubFetch,
} from "@/test/render";
import { NewJobPage } from "../new-job-page";
import { JobForm, type JobFormDefaults } from "./job-form";

function open(props: { job?: JobFormDefaults; onSubmit?: (input: JobInput) => Promise<void> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async (_input: JobInput) => {}));
  renderPage(<JobForm mode={props.job ? "edit" : "create"} job={props.job} onSubmit={onSubmit} />, {
    path: "/empresa/vagas/nova",
  });
  return onSubmit;
}

function fillValidJob() {
  fill("Título da Vaga", "  Analista de Logística ");
  fill("Localização", "Recife, PE");
  fill("Regime", "CLT");
  fill("Modalidade", "Híbrido");
  fill("Salário", " R$ 4.000 a R$ 5.000 ");
  fill("Descrição da Vaga", "Coordenar a expedição.");
  fill("Requisitos", "CNH categoria B\n\n  Experiência com equipes  \n");
}

const VALID_INPUT = {
  title: "Analista de Logística",
  city: "Recife, PE",
  regime: "CLT",
  modality: "Híbrido",
  salary: "R$ 4.000 a R$ 5.000",
  description: "Coordenar a expedição.",
  requirements: ["CNH categoria B", "Experiência com equipes"],
  benefits: [],
};

describe("JobForm validation", () => {
  it("names each required field left blank and does not submit", async () => {
    const onSubmit = open();
    click("Publicar Vaga");
    await expectFieldError("Título da Vaga", "Informe o título da vaga");
    await expectFieldError("Localização", "Informe a localização da vaga");
    await expectFieldError("Regime", "Selecione o regime de contratação");
    await expectFieldError("Descrição da Vaga", "Informe a descrição da vaga");
    await expectNoFieldError("Salário");
    await expectNoFieldError("Modalidade");
    await expectNoFieldError("Requisitos");
    await expectNoFieldError("Benefícios");
    // The description keeps its hint next to the error.
    expect(control("Descrição da Vaga").getAttribute("aria-describedby")).toBe(
      "job-description-error job-description-hint",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses blank text, overlong fields and too many or too long lines", async () => {
    const onSubmit = open();
    fillValidJob();
    fill("Título da Vaga", "t".repeat(121));
    fill("Localização", "   ");
    fill("Salário", "s".repeat(121));
    fill("Descrição da Vaga", "d".repeat(10_001));
    fill("Requisitos", `CNH categoria B\n${"r".repeat(301)}`);
    fill("Benefícios", Array.from({ length: 51 }, (_, i) => `Benefício ${i + 1}`).join("\n"));
    click("Publicar Vaga");
    await expectFieldError("Título da Vaga", "O título deve ter no máximo 120 caracteres");
    await expectFieldError("Localização", "Informe a localização da vaga");
    await expectFieldError("Salário", "O salário deve ter no máximo 120 caracteres");
    await expectFieldError("Descrição da Vaga", "A descrição deve ter no máximo 10.000 caracteres");
    await expectFieldError("Requisitos", "Cada requisito deve ter no máximo 300 caracteres");
    await expectFieldError("Benefícios", "Informe no máximo 50 benefícios");
    await expectNoFieldError("Regime");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears the messages once fixed and submits the parsed job", async () => {
    const onSubmit = open();
    click("Publicar Vaga");
    await expectFieldError("Título da Vaga", "Informe o título da vaga");

    fillValidJob();
    fill("Benefícios", "Vale-refeição\nPlano de saúde");
    await expectNoFieldError("Título da Vaga");
    await expectNoFieldError("Localização");
    await expectNoFieldError("Regime");
    await expectNoFieldError("Descrição da Vaga");
    expect(screen.queryByText("Informe o título da vaga")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    click("Publicar Vaga");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...VALID_INPUT, benefits: ["Vale-refeição", "Plano de saúde"] });
  });

  it("shows the API's field messages under the fields", async () => {
    open({
      onSubmit: async () => {
        throw new ApiRequestError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
          { path: "title", message: "O texto contém caracteres inválidos." },
        ]);
      },
    });
    fillValidJob();
    click("Publicar Vaga");
    await expectFieldError("Título da Vaga", "O texto contém caracteres inválidos.");
    await expectNoFieldError("Localização");
  });

  it("in edit mode, validates the loaded job the same way", async () => {
    const onSubmit = open({
      job: {
        title: "Motorista",
        city: "Natal, RN",
        regime: "PJ",
        modality: null,
        salary: null,
        description: "Entregas na região.",
        requirements: ["CNH D"],
        benefits: [],
      },
    });
    fill("Título da Vaga", "");
    click("Salvar Alterações");
    await expectFieldError("Título da Vaga", "Informe o título da vaga");
    expect(onSubmit).not.toHaveBeenCalled();

    fill("Título da Vaga", "Motorista de entregas");
    click("Salvar Alterações");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: "Motorista de entregas",
      city: "Natal, RN",
      regime: "PJ",
      modality: null,
      salary: null,
      description: "Entregas na região.",
      requirements: ["CNH D"],
      benefits: [],
    });
  });
});

describe("NewJobPage (JobForm publishing through the API)", () => {
  const me = { id: "u1", profile: { role: "empresa", fullName: "Acme" }, company: { plan: "plus" } } as unknown as Me;

  function reply(activeCount: number) {
    return (_url: string, method: string) =>
      method === "GET" ? { body: { items: [], activeCount, jobLimit: 10 } } : { status: 201, body: { id: "j1" } };
  }

  it("posts nothing while invalid, then the parsed job", async () => {
    const fetchMock = stubFetch(reply(2));
    renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
    expect(await screen.findByText("2/10 vagas")).toBeTruthy();
    click("Publicar Vaga");
    await expectFieldError("Título da Vaga", "Informe o título da vaga");
    expect(sentWrites(fetchMock)).toEqual([]);

    fillValidJob();
    click("Publicar Vaga");
    expect(await screen.findByText("landed /empresa/vagas")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: "/api/company/jobs", body: VALID_INPUT }]);
  });

  it("cannot publish at the plan's cap", async () => {
    const fetchMock = stubFetch(reply(10));
    renderPage(<NewJobPage />, { path: "/empresa/vagas/nova", me });
    expect(await screen.findByText("Limite de vagas do plano atingido")).toBeTruthy();
    fillValidJob();
    const submit = screen.getByRole("button", { name: "Publicar Vaga" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest("form") as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});
