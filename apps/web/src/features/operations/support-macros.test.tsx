import { PAGES } from "@pm/shared/pages";
import { supportMessages } from "@pm/shared/support";
import { describe, expect, it } from "vitest";
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
import { OperationsSupportPage } from "./support-page";

const MACRO = { id: "mc1", title: "Saudação", body: "Olá, {nome}! Já estamos olhando o seu caso." };
const QUEUE = { requests: [], nextCursor: null, operators: [], me: { id: "op-me", available: false } };

function api(write: (url: string, method: string) => Reply = () => ({})) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write(url, method);
    return url.startsWith("/api/operations/support/macros") ? { body: { macros: [MACRO] } } : { body: QUEUE };
  });
}

async function openMacros() {
  renderPage(
    <>
      <OperationsSupportPage />
      <ToasterHost />
    </>,
    { path: PAGES.operationsSupport },
  );
  fireEvent.click(await screen.findByRole("button", { name: "Gerenciar respostas prontas" }));
  const panel = await screen.findByRole("dialog", { name: "Respostas prontas" });
  await within(panel).findByText("Saudação");
  return panel;
}

describe("'Respostas prontas'", () => {
  it("refuses a blank macro under its fields, then shows the API's refusal there too", async () => {
    const fetchMock = api(() =>
      apiError(422, "VALIDATION_FAILED", "Dados inválidos", [
        { path: "title", message: supportMessages.macroTitleTooLong },
      ]),
    );
    const panel = await openMacros();
    fireEvent.click(within(panel).getByRole("button", { name: "Nova resposta pronta" }));
    form.click("Salvar");
    await form.expectError("Título", supportMessages.macroTitleRequired);
    await form.expectError("Texto", supportMessages.macroBodyRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Título", "Prazo do reembolso");
    form.fill("Texto", "Olá, {nome}! O reembolso cai em até 5 dias úteis.");
    form.click("Salvar");
    await form.expectError("Título", supportMessages.macroTitleTooLong);
    await form.expectNoError("Texto");
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/operations/support/macros",
        body: { title: "Prazo do reembolso", body: "Olá, {nome}! O reembolso cai em até 5 dias úteis." },
      },
    ]);
  });

  it("edits a macro in place", async () => {
    const fetchMock = api(() => ({ body: { id: MACRO.id, message: supportMessages.macroSaved } }));
    const panel = await openMacros();
    fireEvent.click(within(panel).getByRole("button", { name: "Editar “Saudação”" }));
    expect((form.control("Título") as HTMLInputElement).value).toBe("Saudação");
    form.fill("Texto", "Oi, {nome}!");
    form.click("Salvar");
    expect(await screen.findByText(supportMessages.macroSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: `/api/operations/support/macros/${MACRO.id}`,
        body: { title: "Saudação", body: "Oi, {nome}!" },
      },
    ]);
  });

  it("deletes a macro only once confirmed", async () => {
    const fetchMock = api(() => ({ body: { message: supportMessages.macroDeleted } }));
    const panel = await openMacros();
    fireEvent.click(within(panel).getByRole("button", { name: "Excluir “Saudação”" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Excluir “Saudação”?" });
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText(supportMessages.macroDeleted)).toBeTruthy();
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "DELETE", url: `/api/operations/support/macros/${MACRO.id}`, body: undefined },
      ]),
    );
  });
});
