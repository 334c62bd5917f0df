// The not-found page as the app's own route tree draws it for an unknown path: in Portuguese,
// inside the public site's header and footer, with the tab's title, and the way to the signed-in
// user's area for whoever has one.
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/test/render";

const PATH = "/rota-que-nao-existe";

/** Stands in for the realtime stream a signed-in tab opens. */
class SilentEventSource {
  addEventListener() {}
  close() {}
}

/** The route tree's lazy chunks are compiled on first import: slow on a busy machine. */
const LOADING_MS = 10_000;
beforeAll(async () => {
  await Promise.all([import("./routes"), import("./session-shell"), import("./not-found")]);
}, 60_000);

type Role = "militar" | "empresa" | "operador";

/** The app at `path`, as a visitor (null) or a user of `role`; the session's cache is new each time. */
async function open(role: Role | null, path = PATH) {
  const me = role
    ? {
        id: "u1",
        email: "pessoa@exemplo.com.br",
        profile: { role, fullName: "Pessoa Teste" },
        company: role === "empresa" ? { plan: "plus", paymentStatus: "completed" } : null,
        militaryProfile: role === "militar" ? { plan: "FREE", completedAt: "2026-11-01T00:00:00Z" } : null,
      }
    : null;
  const fetchMock = stubFetch((url) => (url.includes("/api/session") ? { body: { me } } : { status: 404, body: {} }));
  vi.stubGlobal("EventSource", SilentEventSource);
  // The session shell keeps one query cache per page load: a fresh module graph is a fresh load.
  vi.resetModules();
  const { routes } = await import("./routes");
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { level: 1, name: "Página não encontrada" }, { timeout: LOADING_MS });
  return { fetchMock, router };
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
});

describe("the not-found page", () => {
  it("speaks Portuguese to a visitor, inside the site's header and footer, and leads home", async () => {
    await open(null);
    const header = screen.getByRole("banner");
    // Once the session answered that nobody is signed in, the header offers to sign in.
    const signIn = await within(header).findAllByRole("link", { name: "Entrar" }, { timeout: LOADING_MS });
    expect(signIn[0]?.getAttribute("href")).toBe("/auth");
    const main = screen.getByRole("main");
    expect(within(main).getByText(/O endereço pode ter sido digitado errado/)).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Ir para o meu painel" })).toBeNull();
    expect(screen.queryByText(/Oops|Page not found|Return to Home/)).toBeNull();

    expect(within(header).getByRole("link", { name: "Próxima Missão, página inicial" }).getAttribute("href")).toBe("/");
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Central de Ajuda" })).toBeTruthy();

    await waitFor(() => expect(document.title).toBe("Página não encontrada | Próxima Missão"));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("404"), PATH);
  });

  it.each([
    ["militar", "/app"],
    ["empresa", "/empresa"],
    ["operador", "/operacao"],
  ] as const)("offers a signed-in %s the way to %s, and no sign-in button", async (role, area) => {
    await open(role);
    const panel = await screen.findByRole("link", { name: "Ir para o meu painel" }, { timeout: LOADING_MS });
    expect(panel.getAttribute("href")).toBe(area);
    expect(screen.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Entrar" })).toBeNull();
  });

  it("is also what a wrong path under a signed-in area shows", async () => {
    await open("militar", "/app/pagina-que-nao-existe/mesmo");
    const panel = await screen.findByRole("link", { name: "Ir para o meu painel" }, { timeout: LOADING_MS });
    expect(panel.getAttribute("href")).toBe("/app");
  });
});
