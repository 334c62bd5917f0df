import { communityMessages as m } from "@pm/shared/community";
import { render } from "@testing-library/react";
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
import { CommunityPage } from "./community-page";

const PATH = "/app/comunidade";
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const question = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  topic: "transicao",
  title: `Pergunta ${id}`,
  answersCount: 0,
  solved: false,
  lastActivityAt: ago(HOUR),
  createdAt: ago(3 * HOUR),
  author: { id: "u2", name: "Carlos Lima", service: null, transitioned: false },
  ...overrides,
});

const NEW_ID = "5f0c1d2e-0000-4000-8000-0000000000aa";

const VALID = {
  topic: "direitos",
  title: "Como tiro o certificado de reservista?",
  body: "Fui licenciado mês passado e a empresa pediu o documento.",
};

type Route = (method: string, url: URL) => Reply | undefined;

const SETTINGS = { showService: false, veteranConfirmed: false, suspendedUntil: null, branch: "marinha", rank: "cabo" };

/** A fake /api/military/community: `route` answers first; the list answers `pages` by cursor. */
function api({ pages = [{ questions: [], nextCursor: null }], route }: { pages?: unknown[]; route?: Route } = {}) {
  return stubFetch((input, method) => {
    const url = new URL(input, "http://localhost");
    const own = route?.(method, url);
    if (own) return own;
    if (method === "GET" && url.pathname === "/api/military/community/settings") {
      return { body: SETTINGS };
    }
    if (method === "GET" && url.pathname === "/api/military/community/questions") {
      const cursor = url.searchParams.get("cursor");
      return { body: pages[cursor ? Number(cursor) : 0] };
    }
    return { status: 201, body: { id: NEW_ID, message: m.asked } };
  });
}

// The toasts live outside the router: publishing a question navigates away from the page.
const open = (url = PATH) => {
  render(<ToasterHost />);
  return renderPage(<CommunityPage />, { path: PATH, url });
};

/** The list's reads, as their query strings. */
const listReads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? "GET") === "GET" && String(input).includes("/questions"))
    .map(([input]) => new URL(String(input), "http://localhost").search);

const item = async (title: string) => (await screen.findByRole("article", { name: title })) as HTMLElement;

async function openAskDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Fazer uma pergunta" }));
  return (await screen.findByRole("alertdialog", { name: "Fazer uma pergunta" })) as HTMLElement;
}

function fillQuestion(fields: Partial<typeof VALID> = VALID) {
  if (fields.topic !== undefined) form.fill("Tema", fields.topic);
  if (fields.title !== undefined) form.fill("Título", fields.title);
  if (fields.body !== undefined) form.fill("Texto", fields.body);
}

describe("CommunityPage: the list", () => {
  it("shows each question: its title as a link, topic, answers, 'Resolvida', author and time", async () => {
    api({
      pages: [
        {
          questions: [
            question("q1", {
              title: "Vale a pena fazer MBA depois da reserva?",
              topic: "curriculo",
              answersCount: 1,
              solved: true,
              author: { id: "u3", name: "Ana Souza", service: "Marinha · Capitão-Tenente", transitioned: true },
            }),
            question("q2", { title: "Quanto tempo leva a homologação?", answersCount: 3, author: null }),
            question("q3", {
              title: "Alguém da área de logística aqui?",
              author: { id: "u4", name: "Rui", service: null, transitioned: true },
            }),
            question("q4", { title: "Minha pergunta denunciada", hidden: true }),
          ],
          nextCursor: null,
        },
      ],
    });
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Comunidade" })).toBeTruthy();

    const mba = await item("Vale a pena fazer MBA depois da reserva?");
    expect(
      within(mba).getByRole("link", { name: "Vale a pena fazer MBA depois da reserva?" }).getAttribute("href"),
    ).toBe("/app/comunidade/q1");
    expect(within(mba).getByText("Currículo e entrevistas")).toBeTruthy();
    expect(within(mba).getByText("1 resposta")).toBeTruthy();
    expect(within(mba).getByText("Resolvida")).toBeTruthy();
    expect(within(mba).getByText("Ana Souza")).toBeTruthy();
    expect(within(mba).getByText("Marinha · Capitão-Tenente")).toBeTruthy();
    expect(within(mba).getByText("Já fiz a transição")).toBeTruthy();
    expect(await within(mba).findByText("há cerca de 3 horas")).toBeTruthy();

    const homologacao = await item("Quanto tempo leva a homologação?");
    expect(within(homologacao).getByText("3 respostas")).toBeTruthy();
    expect(within(homologacao).getByText("Ex-membro")).toBeTruthy();
    expect(within(homologacao).queryByText("Resolvida")).toBeNull();
    expect(within(homologacao).queryByText("Já fiz a transição")).toBeNull();

    expect(within(await item("Alguém da área de logística aqui?")).getByText("Já fiz a transição")).toBeTruthy();
    expect(
      within(await item("Minha pergunta denunciada")).getByText("Oculta enquanto a equipe analisa denúncias."),
    ).toBeTruthy();
    expect(screen.getAllByText("Oculta enquanto a equipe analisa denúncias.")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("reads 20 at a time: 'Carregar mais' asks for the next page by its cursor and adds it below", async () => {
    const first = Array.from({ length: 20 }, (_, i) => question(`a${i}`));
    const fetchMock = api({
      pages: [
        { questions: first, nextCursor: "1" },
        { questions: [question("b1", { title: "A vigésima primeira" })], nextCursor: null },
      ],
    });
    open();
    expect(await screen.findByRole("link", { name: "Pergunta a19" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByRole("link", { name: "A vigésima primeira" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Perguntas" })).getAllByRole("listitem")).toHaveLength(21);
    expect(listReads(fetchMock)).toEqual(["", "?cursor=1"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull());
  });

  it("filters by the address's tema and q, and writes the topic and the words back into it", async () => {
    const fetchMock = api({ pages: [{ questions: [question("q1")], nextCursor: null }] });
    const { router } = open(`${PATH}?tema=direitos&q=reservista`);
    await screen.findByRole("link", { name: "Pergunta q1" });
    expect(listReads(fetchMock)).toEqual(["?topic=direitos&q=reservista"]);
    expect((form.control("Filtrar por tema") as HTMLSelectElement).value).toBe("direitos");
    expect((screen.getByRole("searchbox", { name: "Buscar perguntas" }) as HTMLInputElement).value).toBe("reservista");

    fireEvent.change(form.control("Filtrar por tema"), { target: { value: "tecnologia" } });
    await waitFor(() => expect(router.state.location.search).toBe("?tema=tecnologia&q=reservista"));
    await waitFor(() => expect(listReads(fetchMock)).toContain("?topic=tecnologia&q=reservista"));

    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar perguntas" }), { target: { value: " rede " } });
    await waitFor(() => expect(router.state.location.search).toBe("?tema=tecnologia&q=rede"));
    // The page has drawn the new address (and read it) before the next change.
    await waitFor(() => expect(listReads(fetchMock)).toContain("?topic=tecnologia&q=rede"));

    fireEvent.change(form.control("Filtrar por tema"), { target: { value: "" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=rede"));
    await waitFor(() => expect(listReads(fetchMock)).toContain("?q=rede"));
  });

  it("reads every topic when the address names one that does not exist", async () => {
    const fetchMock = api({ pages: [{ questions: [question("q1")], nextCursor: null }] });
    open(`${PATH}?tema=politica`);
    await screen.findByRole("link", { name: "Pergunta q1" });
    expect(listReads(fetchMock)).toEqual([""]);
    expect((form.control("Filtrar por tema") as HTMLSelectElement).value).toBe("");
  });

  it("invites the first question when there is none", async () => {
    api();
    open();
    expect(await screen.findByText("Nenhuma pergunta ainda. Seja o primeiro a perguntar.")).toBeTruthy();
    expect(screen.queryByText("Nenhuma pergunta encontrada para esta busca.")).toBeNull();
  });

  it("says a search found nothing, and 'Limpar busca' clears the filters", async () => {
    api();
    const { router } = open(`${PATH}?q=paraquedismo&tema=seguranca`);
    expect(await screen.findByText("Nenhuma pergunta encontrada para esta busca.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpar busca" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("Nenhuma pergunta ainda. Seja o primeiro a perguntar.")).toBeTruthy();
  });

  it("says when the questions could not be read, and reads them again on 'Tentar novamente'", async () => {
    const fetchMock = stubFetch(apiError(500, "INTERNAL", "Erro interno"));
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar as perguntas.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(listReads(fetchMock)).toHaveLength(2));
  });
});

describe("CommunityPage: 'Fazer uma pergunta'", () => {
  it("checks the fields with the schema's messages before sending anything", async () => {
    const fetchMock = api();
    open();
    const dialog = await openAskDialog();
    expect(
      within(dialog).getByText("Use texto, listas e links. Não compartilhe CPF, telefone ou endereço."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));
    await form.expectError("Tema", m.topicInvalid);
    await form.expectError("Título", m.titleTooShort);
    await form.expectError("Texto", m.bodyRequired);

    fillQuestion({ topic: "direitos", title: "x".repeat(151), body: "a".repeat(5001) });
    expect(within(dialog).getByText("5.001/5.000")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));
    await form.expectError("Título", m.titleTooLong);
    await form.expectError("Texto", m.bodyTooLong);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("publishes once, says so with the API's message and opens the question's page", async () => {
    const fetchMock = api();
    const { router } = open();
    const dialog = await openAskDialog();
    fillQuestion({ ...VALID, title: `  ${VALID.title}  ` });
    expect(within(dialog).getByText(`${VALID.body.length}/5.000`)).toBeTruthy();
    // Two submissions before React re-renders the disabled button: one request.
    const formElement = dialog.querySelector("form") as HTMLFormElement;
    fireEvent.submit(formElement);
    fireEvent.submit(formElement);
    expect(await screen.findByText(m.asked)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: "/api/military/community/questions", body: VALID }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/${NEW_ID}`));
  });

  it("shows the API's field errors under their fields and keeps the dialog open", async () => {
    api({
      route: (method) =>
        method === "POST"
          ? apiError(422, "VALIDATION_FAILED", "Verifique os campos", [
              { path: "title", message: m.htmlNotAllowed },
              { path: "body", message: m.bodyTooLong },
            ])
          : undefined,
    });
    open();
    const dialog = await openAskDialog();
    fillQuestion();
    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));
    await form.expectError("Título", m.htmlNotAllowed);
    await form.expectError("Texto", m.bodyTooLong);
    expect(screen.getByRole("alertdialog", { name: "Fazer uma pergunta" })).toBeTruthy();
  });

  it("says at the top of the form what no field explains: a suspension", async () => {
    const suspended = m.suspended("10/12/2026");
    api({ route: (method) => (method === "POST" ? apiError(403, "FORBIDDEN", suspended) : undefined) });
    open();
    const dialog = await openAskDialog();
    fillQuestion();
    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(suspended);
    expect((form.control("Texto") as HTMLTextAreaElement).value).toBe(VALID.body);
  });

  it("asks before publishing personal data: 'Revisar texto' keeps the text, 'Publicar mesmo assim' sends it confirmed", async () => {
    const withPhone = { ...VALID, body: "Me chama no (21) 99876-5432 que eu explico." };
    const fetchMock = api({
      route: (method) => {
        if (method !== "POST") return undefined;
        const last = fetchMock.mock.calls.at(-1)?.[1]?.body;
        const confirmed = JSON.parse(String(last)).confirmPersonalData === true;
        return confirmed ? undefined : apiError(422, "PERSONAL_DATA", m.personalData);
      },
    });
    const { router } = open();
    const dialog = await openAskDialog();
    fillQuestion(withPhone);
    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));

    const warning = await screen.findByRole("alertdialog", { name: "Publicar com dados pessoais?" });
    expect(within(warning).getByText(m.personalData)).toBeTruthy();
    fireEvent.click(within(warning).getByRole("button", { name: "Revisar texto" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Publicar com dados pessoais?" })).toBeNull());
    expect((form.control("Texto") as HTMLTextAreaElement).value).toBe(withPhone.body);
    expect((form.control("Título") as HTMLInputElement).value).toBe(withPhone.title);

    fireEvent.click(within(dialog).getByRole("button", { name: "Publicar pergunta" }));
    const again = await screen.findByRole("alertdialog", { name: "Publicar com dados pessoais?" });
    fireEvent.click(within(again).getByRole("button", { name: "Publicar mesmo assim" }));

    expect(await screen.findByText(m.asked)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/military/community/questions", body: withPhone },
      { method: "POST", url: "/api/military/community/questions", body: withPhone },
      {
        method: "POST",
        url: "/api/military/community/questions",
        body: { ...withPhone, confirmPersonalData: true },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/${NEW_ID}`));
  });

  it("keeps the draft when the dialog is closed without publishing", async () => {
    api();
    open();
    const dialog = await openAskDialog();
    fillQuestion({ title: "Um rascunho de título longo" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await openAskDialog();
    expect((form.control("Título") as HTMLInputElement).value).toBe("Um rascunho de título longo");
  });
});

describe("CommunityPage: how the member appears", () => {
  it("shows his força and posto beside his name only once he turns them on", async () => {
    const fetchMock = api({
      route: (method, url) =>
        method === "PUT" && url.pathname === "/api/military/community/settings"
          ? { body: { message: m.settingsSaved } }
          : undefined,
    });
    open();
    const toggle = await screen.findByRole("switch", { name: "Mostrar minha Força e posto nas publicações" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Aparece ao lado do seu nome: Marinha · Cabo.")).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText(m.settingsSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/military/community/settings", body: { showService: true } },
    ]);
  });

  it("says where to fill them in when his profile has neither", async () => {
    api({
      route: (method, url) =>
        method === "GET" && url.pathname === "/api/military/community/settings"
          ? { body: { ...SETTINGS, branch: null, rank: null } }
          : undefined,
    });
    open();
    expect(
      await screen.findByText(
        "Preencha Força e posto ou graduação no seu perfil para que apareçam ao lado do seu nome.",
      ),
    ).toBeTruthy();
  });
});
