// 'Convites de empresas': accepting applies to the job, so a job with screening questions asks them
// first, in the same 'Perguntas da vaga' as the board's 'Candidatar-se'.
import type { AskedQuestion } from "@pm/shared/screening";
import { screeningMessages } from "@pm/shared/screening";
import { invitationMessages } from "@pm/shared/talent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { InvitationsCard } from "./talent-cards";

const CNH: AskedQuestion = {
  id: "5d1f1a52-8a3e-4c55-9d0b-2b7f0c9e4a11",
  type: "sim_nao",
  text: "Você possui CNH categoria D?",
  options: [],
};

const INVITATION = {
  id: "c1",
  status: "pending",
  message: "Seu perfil combina com a vaga.",
  createdAt: "2026-11-20T12:00:00.000Z",
  answeredAt: null,
  applicationId: null,
  job: { id: "j1", title: "Motorista de Caminhão", city: "Resende, RJ", active: true },
  company: { id: "empresa-1", name: "Transportes Dutra", logoUrl: null },
};

const jobDetail = (screeningQuestions: AskedQuestion[]) => ({
  id: "j1",
  title: "Motorista de Caminhão",
  company: { id: "empresa-1", name: "Transportes Dutra" },
  application: null,
  screeningQuestions,
});

function open(questions: AskedQuestion[]) {
  const fetchMock = stubFetch((url, method) => {
    if (method === "POST" && url.includes("/api/military/invitations/c1/accept"))
      return { body: { id: "c1", status: "accepted", applicationId: "a1" } };
    if (url.includes("/api/military/invitations")) return { body: { invitations: [INVITATION] } };
    if (url.includes("/api/military/jobs/j1")) return { body: jobDetail(questions) };
    return { body: {} };
  });
  renderPage(<InvitationsCard />, { path: "/app" });
  return fetchMock;
}

const accept = async () =>
  fireEvent.click(await screen.findByRole("button", { name: "Aceitar e candidatar-me — Motorista de Caminhão" }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("accepting an invitation", () => {
  it("asks the job's screening questions first, and sends the answers with the acceptance", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = open([CNH]);
    await accept();
    const dialog = within(await screen.findByRole("alertdialog", { name: "Perguntas da vaga" }));
    expect(dialog.getByText("Motorista de Caminhão")).toBeTruthy();

    // Unanswered: nothing goes.
    fireEvent.click(dialog.getByRole("button", { name: "Enviar candidatura" }));
    const cnh = dialog.getByRole("group", { name: CNH.text });
    await waitFor(() => expect(within(cnh).getByText(screeningMessages.answerRequired)).toBeTruthy());
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(cnh).getByRole("radio", { name: "Sim" }));
    fireEvent.click(dialog.getByRole("button", { name: "Enviar candidatura" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: expect.stringContaining("/api/military/invitations/c1/accept"),
        body: { answers: [{ questionId: CNH.id, value: true }] },
      },
    ]);
    await waitFor(() => expect(success).toHaveBeenCalledWith(invitationMessages.accepted));
  });

  it("accepts at once when the job has no questions", async () => {
    const fetchMock = open([]);
    await accept();
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    const [write] = sentWrites(fetchMock);
    expect(write?.url).toContain("/api/military/invitations/c1/accept");
    expect(write?.body).toBeUndefined();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
