import { alertMessages } from "@pm/shared/alerts";
import { describe, expect, it, vi } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import {
  apiError,
  fireEvent,
  form,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { type AlertFilters, MilitaryJobAlertButton, VisitorJobAlertButton } from "./job-alert-dialog";

const BOARD = { q: "motorista", state: "SP", regime: "CLT", salaryFrom: "3000", pcd: "true" } satisfies AlertFilters;

function militar(filters: AlertFilters = BOARD) {
  return renderPage(
    <>
      <MilitaryJobAlertButton filters={filters} />
      <ToasterHost />
    </>,
    { path: "/app/vagas" },
  );
}

function visitor(filters: AlertFilters = { q: "logística", city: "Campinas" }) {
  return renderPage(<VisitorJobAlertButton filters={filters} />, { path: "/vagas" });
}

const open = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Criar alerta" }));
  return screen.findByRole("alertdialog", { name: "Criar alerta de vagas" });
};
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));

describe("'Criar alerta' on the militar's board", () => {
  it("offers the search's name, says the search, and saves it with the frequency chosen", async () => {
    const fetchMock = stubFetch({ status: 201, body: { id: "a1" } });
    militar();
    const dialog = await open();
    expect((form.control("Nome do alerta") as HTMLInputElement).value).toBe("motorista em SP");
    // Money keeps its no-break space between "R$" and the amount.
    expect(
      within(dialog)
        .getByTestId("alert-summary")
        .textContent?.replace(/\u00a0/g, " "),
    ).toBe("“motorista” · SP · CLT · a partir de R$ 3.000 · Vagas para PcD");
    const immediate = within(dialog).getByRole("radio", { name: /^Imediato/ }) as HTMLInputElement;
    expect(immediate.checked).toBe(true);
    expect(within(dialog).getByText("Um resumo por dia, às 8h (horário de Brasília), com as vagas novas")).toBeTruthy();
    expect(within(dialog).queryByLabelText("E-mail")).toBeNull();

    form.fill("Nome do alerta", "Motorista SP");
    fireEvent.click(within(dialog).getByRole("radio", { name: /^Diário/ }));
    submit(dialog);

    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "POST",
          url: "/api/military/alerts",
          body: {
            name: "Motorista SP",
            frequency: "diario",
            search: { q: "motorista", state: "SP", regime: "CLT", salaryFrom: 3000, pcd: true },
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByText(alertMessages.created)).toBeTruthy();
  });

  it("leads from the toast to the militar's alerts", async () => {
    stubFetch({ status: 201, body: { id: "a1" } });
    militar();
    submit(await open());
    fireEvent.click(await screen.findByRole("button", { name: "Ver alertas" }));
    expect(await screen.findByText("landed /app/alertas")).toBeTruthy();
  });

  it("leaves out what the board asks but an alert does not keep, and a filter the API would refuse", async () => {
    const fetchMock = stubFetch({ status: 201, body: { id: "a1" } });
    militar({ city: "Campinas", regime: "Escambo", salaryFrom: "0", saved: "true", sort: "recentes" } as AlertFilters);
    submit(await open());
    await waitFor(() =>
      expect(sentWrites(fetchMock).map((r) => r.body)).toEqual([
        { name: "Campinas", frequency: "imediato", search: { city: "Campinas" } },
      ]),
    );
  });

  it("asks for a name before sending anything", async () => {
    const fetchMock = stubFetch({ status: 201, body: {} });
    militar();
    const dialog = await open();
    form.fill("Nome do alerta", "   ");
    submit(dialog);
    await form.expectError("Nome do alerta", alertMessages.nameRequired);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("puts the API's refusal under the field it names", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", alertMessages.nameTooLong, [
        { path: "name", message: alertMessages.nameTooLong },
      ]),
    );
    militar();
    submit(await open());
    await form.expectError("Nome do alerta", alertMessages.nameTooLong);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("says why at the cap of 20 alerts, and keeps the dialog open", async () => {
    stubFetch(apiError(409, "CONFLICT", alertMessages.tooMany));
    militar();
    const dialog = await open();
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(alertMessages.tooMany);
    expect(within(dialog).getByRole("button", { name: "Criar alerta" })).toBeTruthy();
  });

  it("sends once however often it is submitted, and waits while it sends", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    militar();
    const dialog = await open();
    const formElement = within(dialog).getByRole("button", { name: "Criar alerta" }).closest("form") as HTMLFormElement;
    fireEvent.submit(formElement);
    fireEvent.submit(formElement);
    fireEvent.click(formElement.querySelector("button[type=submit]") as HTMLButtonElement);
    const sending = (await within(dialog).findByRole("button", { name: "Criando..." })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Cancelar" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(formElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(
      new Response(JSON.stringify({ id: "a1" }), { status: 201, headers: { "content-type": "application/json" } }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("explains, instead of a form, that an empty search needs a filter or words", async () => {
    const fetchMock = stubFetch();
    militar({ sort: "recentes" } as AlertFilters);
    fireEvent.click(screen.getByRole("button", { name: "Criar alerta" }));
    expect(await screen.findByText(alertMessages.emptySearch)).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByLabelText("Nome do alerta")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("'Criar alerta' on the public board", () => {
  const subscribed: Reply = { status: 202, body: { message: alertMessages.subscribed } };

  it("asks for the e-mail, subscribes it and says a confirmation link is on its way", async () => {
    const fetchMock = stubFetch(subscribed);
    visitor();
    const dialog = await open();
    expect((form.control("Nome do alerta") as HTMLInputElement).value).toBe("logística em Campinas");
    expect(within(dialog).getByTestId("alert-summary").textContent).toBe("“logística” · Campinas");
    form.fill("E-mail", "Ana@Exemplo.com.br");
    submit(dialog);
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "POST",
          url: "/api/alerts/subscribe",
          body: {
            email: "ana@exemplo.com.br",
            name: "logística em Campinas",
            frequency: "imediato",
            search: { q: "logística", city: "Campinas" },
          },
        },
      ]),
    );
    const done = await screen.findByRole("alertdialog", { name: "Confirme seu e-mail" });
    expect(within(done).getByText(alertMessages.subscribed)).toBeTruthy();
    fireEvent.click(within(done).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows an invalid e-mail under its field and sends nothing", async () => {
    const fetchMock = stubFetch(subscribed);
    visitor();
    const dialog = await open();
    form.fill("E-mail", "ana@");
    submit(dialog);
    await form.expectError("E-mail", alertMessages.emailInvalid);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("shows the API's refusal of the e-mail under its field", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", alertMessages.emailInvalid, [
        { path: "email", message: alertMessages.emailInvalid },
      ]),
    );
    visitor();
    const dialog = await open();
    form.fill("E-mail", "ana@exemplo.com.br");
    submit(dialog);
    await form.expectError("E-mail", alertMessages.emailInvalid);
  });

  it("asks to wait after too many tries", async () => {
    stubFetch(apiError(429, "RATE_LIMITED", "Muitas tentativas. Aguarde alguns instantes e tente novamente."));
    visitor();
    const dialog = await open();
    form.fill("E-mail", "ana@exemplo.com.br");
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(alertMessages.tooManyTries);
    expect(screen.queryByText(alertMessages.subscribed)).toBeNull();
  });
});
