import { COMMUNITY_REPORT_REASONS, communityMessages as m } from "@pm/shared/community";
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
import { ReportDialog } from "./report-dialog";

const ANSWER = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7ea1";
const REPORTS = "/api/military/community/reports";

function open(kind: "question" | "answer" = "answer") {
  return renderPage(
    <>
      <ReportDialog kind={kind} postId={ANSWER} context="a resposta de Ana Souza" />
      <ToasterHost />
    </>,
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Denunciar a resposta de Ana Souza" }));
  return (await screen.findByRole("alertdialog", { name: "Denunciar resposta" })) as HTMLElement;
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));

describe("ReportDialog", () => {
  it("offers the five reasons, and asks for one before sending anything", async () => {
    const fetchMock = stubFetch({ status: 201, body: { message: m.reported } });
    open();
    const dialog = await openDialog();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual([
      "Dados pessoais",
      "Ofensa ou discriminação",
      "Propaganda ou spam",
      "Informação falsa ou perigosa",
      "Outro",
    ]);
    expect(Object.values(COMMUNITY_REPORT_REASONS)).toHaveLength(5);
    send(dialog);
    expect(await within(dialog).findByText(m.reportReasonInvalid)).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: "Motivo" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the post, the reason and the details, says the API's message and closes", async () => {
    const fetchMock = stubFetch({ status: 201, body: { message: m.reported } });
    open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Ofensa ou discriminação" }));
    form.fill("Detalhes (opcional)", "  Chamou outro membro de incompetente.  ");
    expect(within(dialog).getByText("40/500")).toBeTruthy();
    send(dialog);
    expect(await screen.findByText(m.reported)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: REPORTS,
        body: { kind: "answer", id: ANSWER, reason: "ofensa", details: "Chamou outro membro de incompetente." },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    // The next opening starts blank.
    const next = await openDialog();
    expect(
      within(next)
        .getAllByRole("radio")
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect((form.control("Detalhes (opcional)") as HTMLTextAreaElement).value).toBe("");
  });

  it("leaves blank details out, and reports a question as a question", async () => {
    const fetchMock = stubFetch({ status: 201, body: { message: m.reported } });
    renderPage(<ReportDialog kind="question" postId={ANSWER} context="a pergunta" />);
    fireEvent.click(screen.getByRole("button", { name: "Denunciar a pergunta" }));
    const dialog = (await screen.findByRole("alertdialog", { name: "Denunciar pergunta" })) as HTMLElement;
    fireEvent.click(within(dialog).getByRole("radio", { name: "Dados pessoais" }));
    form.fill("Detalhes (opcional)", "   ");
    send(dialog);
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "POST", url: REPORTS, body: { kind: "question", id: ANSWER, reason: "dados_pessoais" } },
      ]),
    );
  });

  it("refuses details over 500 characters with the schema's message", async () => {
    const fetchMock = stubFetch({ status: 201, body: { message: m.reported } });
    open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Outro" }));
    form.fill("Detalhes (opcional)", "x".repeat(501));
    send(dialog);
    await form.expectError("Detalhes (opcional)", m.reportDetailsTooLong);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("says the API's message when the post was already reported (409), and closes", async () => {
    stubFetch(apiError(409, "CONFLICT", m.alreadyReported));
    open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Propaganda ou spam" }));
    send(dialog);
    expect(await screen.findByText(m.alreadyReported)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("keeps the dialog open with the reason when the report could not be sent", async () => {
    const fetchMock = stubFetch((_url: string, _method: string): Reply => apiError(500, "INTERNAL", "Erro interno"));
    open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Informação falsa ou perigosa" }));
    send(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Erro interno");
    expect(
      (within(dialog).getByRole("radio", { name: "Informação falsa ou perigosa" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(sentWrites(fetchMock)).toHaveLength(1);
  });
});
