import { teamworkMessages } from "@pm/shared/teamwork";
import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import {
  apiError,
  fireEvent,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { NotesSection } from "./notes-section";

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
  companyRole: "recrutador",
  militaryProfile: null,
} as unknown as Me;

const MEMBERS = [
  { id: "u3", name: "Ana Paula Souza" },
  { id: "u2", name: "Bruno Lima" },
  { id: "u1", name: "Carla Mendes" },
];

const MINUTE = 60_000;

const NOTES = [
  {
    id: "n1",
    author: { id: "u2", name: "Bruno Lima" },
    body: "Experiência com frota grande. @Carla Mendes, vale uma entrevista?",
    mentions: [{ id: "u1", name: "Carla Mendes" }],
    createdAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    updatedAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    editable: false,
  },
  {
    id: "n2",
    author: { id: "u1", name: "Carla Mendes" },
    body: "Marquei para quinta.",
    mentions: [],
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    updatedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    editable: true,
  },
];

/** The notes' API: the list on reads, `write` for any change. */
function api({ notes = NOTES, write = { status: 201, body: { id: "n3", message: "Nota salva." } } as Reply } = {}) {
  return stubFetch((_url, method) => (method === "GET" ? { body: { notes, members: MEMBERS } } : write));
}

function open() {
  return renderPage(<NotesSection applicationId="a1" />, { path: "/empresa/candidatos", me: ME });
}

const box = () => screen.findByRole("combobox", { name: "Nova nota" }) as Promise<HTMLTextAreaElement>;

/** Types `text` into the box with the caret at its end, as a person typing leaves it. */
function type(field: HTMLTextAreaElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
}

describe("the team's notes on an application", () => {
  it("refuses a blank note with its message and sends nothing", async () => {
    const fetchMock = api({ notes: [] });
    open();
    expect(await screen.findByText("Nenhuma nota ainda.")).toBeTruthy();
    type(await box(), "   ");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nota" }));
    expect(await screen.findByText(teamworkMessages.noteBlank)).toBeTruthy();
    expect((await box()).getAttribute("aria-invalid")).toBe("true");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a note over 2.000 characters, which the counter shows, and sends nothing", async () => {
    const fetchMock = api();
    open();
    type(await box(), "a".repeat(2001));
    expect(screen.getByText((_t, el) => el?.textContent === "Caracteres: 2.001/2.000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar nota" }));
    expect(await screen.findByText("A nota pode ter até 2.000 caracteres.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("lists the teammates on '@', filters them by what follows, and sends the chosen one's id", async () => {
    const fetchMock = api();
    open();
    const field = await box();
    type(field, "@");
    const list = screen.getByRole("listbox", { name: "Membros da equipe" });
    // The whole team but the writer, who does not mention himself.
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ana Paula Souza", "Bruno Lima"]);
    expect(field.getAttribute("aria-expanded")).toBe("true");

    type(field, "Pode falar com @li");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Bruno Lima"]);
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field.value).toBe("Pode falar com @Bruno Lima ");
    expect(screen.queryByRole("listbox")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Salvar nota" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "POST",
          url: "/api/company/applications/a1/notes",
          body: { body: "Pode falar com @Bruno Lima", mentions: ["u2"] },
        },
      ]),
    );
    await waitFor(() => expect(field.value).toBe(""));
  });

  it("moves through the list with the arrows, chooses with the mouse, and Escape closes it", async () => {
    const fetchMock = api();
    open();
    const field = await box();
    type(field, "Oi @");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    const second = screen.getByRole("option", { name: "Bruno Lima" });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect(field.getAttribute("aria-activedescendant")).toBe(second.id);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();

    type(field, "Oi @Bruno Lima e @an");
    fireEvent.mouseDown(screen.getByRole("option", { name: "Ana Paula Souza" }));
    expect(field.value).toBe("Oi @Bruno Lima e @Ana Paula Souza ");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nota" }));
    // A name written in full counts as its mention too.
    await waitFor(() =>
      expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([
        { body: "Oi @Bruno Lima e @Ana Paula Souza", mentions: ["u2", "u3"] },
      ]),
    );
  });

  it("shows the API's refusal in place", async () => {
    api({ write: apiError(422, "VALIDATION_FAILED", teamworkMessages.mentionOutside) });
    open();
    type(await box(), "Alguém viu?");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nota" }));
    expect(await screen.findByText(teamworkMessages.mentionOutside)).toBeTruthy();
  });

  it("shows each note's author and mentions, with 'Editar' and 'Excluir' only on the writer's recent ones", async () => {
    api();
    open();
    const notes = await screen.findAllByTestId("team-note");
    expect(notes).toHaveLength(2);
    const [bruno, mine] = notes as [HTMLElement, HTMLElement];
    expect(within(bruno).getByText("Bruno Lima")).toBeTruthy();
    expect(within(bruno).getByText("@Carla Mendes").tagName).toBe("SPAN");
    expect(within(bruno).queryByRole("button", { name: "Editar nota" })).toBeNull();
    expect(within(bruno).queryByRole("button", { name: "Excluir nota" })).toBeNull();
    expect(within(mine).getByRole("button", { name: "Editar nota" })).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Excluir nota" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Editar nota" })).toHaveLength(1);
    expect(screen.getByText(/Só a equipe da sua empresa vê estas notas/)).toBeTruthy();
  });

  it("edits the writer's note with a PATCH", async () => {
    const fetchMock = api({ write: { body: { message: "Nota salva." } } });
    open();
    const mine = (await screen.findAllByTestId("team-note"))[1] as HTMLElement;
    fireEvent.click(within(mine).getByRole("button", { name: "Editar nota" }));
    const field = within(mine).getByRole("combobox", { name: "Editar nota" }) as HTMLTextAreaElement;
    expect(field.value).toBe("Marquei para quinta.");
    type(field, "Marquei para sexta.");
    fireEvent.click(within(mine).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        {
          method: "PATCH",
          url: "/api/company/applications/a1/notes/n2",
          body: { body: "Marquei para sexta.", mentions: [] },
        },
      ]),
    );
  });

  it("deletes the writer's note after confirming", async () => {
    const fetchMock = api({ write: { body: { message: "Nota excluída." } } });
    open();
    const mine = (await screen.findAllByTestId("team-note"))[1] as HTMLElement;
    fireEvent.click(within(mine).getByRole("button", { name: "Excluir nota" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir nota?" });
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "DELETE", url: "/api/company/applications/a1/notes/n2", body: undefined },
      ]),
    );
  });
});
