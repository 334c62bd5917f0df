import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Me } from "@/lib/session";
import { RequireRole } from "./guards";

/** Where the guard sent the browser: the path and query of the page drawn. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

type MeShape = {
  role: "militar" | "empresa";
  completed?: boolean;
  company?: { plan: string; paymentStatus: string } | null;
  /** The team role; an Administrador unless said, none when the company is null. */
  teamRole?: "administrador" | "recrutador" | "caixa";
};

function meOf(shape: MeShape): Me {
  return {
    id: "u1",
    email: "pessoa@exemplo.com.br",
    profile: { role: shape.role, fullName: "Pessoa Teste" },
    company: shape.role === "empresa" ? (shape.company ?? null) : null,
    companyRole: shape.role === "empresa" && shape.company ? (shape.teamRole ?? "administrador") : null,
    militaryProfile:
      shape.role === "militar" ? { plan: "FREE", completedAt: shape.completed ? "2026-11-01T00:00:00Z" : null } : null,
  } as unknown as Me;
}

/** The app's two guarded areas, opened at `path` with `me` already known (null: no session). */
function open(path: string, me: Me | null | "error") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (me === "error") {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
  } else {
    queryClient.setQueryData(["me"], me);
  }
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <Landed name="auth" /> },
      { path: "/empresa/checkout", element: <Landed name="checkout" /> },
      {
        path: "/app",
        element: <RequireRole allowed="militar" />,
        children: [
          { index: true, element: <Landed name="militar" /> },
          { path: "onboarding", element: <Landed name="onboarding" /> },
          { path: "vagas", element: <Landed name="militar" /> },
        ],
      },
      {
        path: "/empresa",
        element: <RequireRole allowed="empresa" />,
        children: [
          { index: true, element: <Landed name="empresa" />, handle: { roles: ["administrador", "recrutador"] } },
          { path: "vagas", element: <Landed name="empresa" />, handle: { roles: ["administrador", "recrutador"] } },
          { path: "payment-success", element: <Landed name="payment-success" /> },
          {
            path: "suporte",
            element: <Landed name="suporte" />,
            handle: { roles: ["administrador", "recrutador", "caixa"] },
          },
          { path: "equipe", element: <Landed name="equipe" />, handle: { roles: ["administrador"] } },
          {
            path: "beneficios/validar",
            element: <Landed name="caixa" />,
            handle: { roles: ["administrador", "caixa"] },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the route guard (SPEC, Route guard)", () => {
  it("sends a visitor to /auth", async () => {
    open("/app/vagas", null);
    expect(await screen.findByText("auth /auth")).toBeTruthy();
  });

  it("sends a user of the other role to their own home", async () => {
    open("/empresa/vagas", meOf({ role: "militar", completed: true }));
    expect(await screen.findByText("militar /app")).toBeTruthy();
    cleanup();
    open("/app/vagas", meOf({ role: "empresa", company: { plan: "pro", paymentStatus: "completed" } }));
    expect(await screen.findByText("empresa /empresa")).toBeTruthy();
  });

  it("holds an unpaid company at the checkout of its plan, except on the payment pages", async () => {
    open("/empresa/vagas", meOf({ role: "empresa", company: { plan: "plus", paymentStatus: "pending" } }));
    expect(await screen.findByText("checkout /empresa/checkout?plan=plus")).toBeTruthy();
    cleanup();
    open("/empresa/payment-success", meOf({ role: "empresa", company: { plan: "plus", paymentStatus: "pending" } }));
    expect(await screen.findByText("payment-success /empresa/payment-success")).toBeTruthy();
  });

  it("lets a paid company in", async () => {
    open("/empresa/vagas", meOf({ role: "empresa", company: { plan: "pro", paymentStatus: "completed" } }));
    expect(await screen.findByText("empresa /empresa/vagas")).toBeTruthy();
  });

  it("opens a page only to the team roles it names, and sends the others to their own start page", async () => {
    const paid = { plan: "pro", paymentStatus: "completed" };
    open("/empresa/equipe", meOf({ role: "empresa", company: paid, teamRole: "recrutador" }));
    expect(await screen.findByText("empresa /empresa")).toBeTruthy();
    cleanup();
    open("/empresa/vagas", meOf({ role: "empresa", company: paid, teamRole: "caixa" }));
    expect(await screen.findByText("caixa /empresa/beneficios/validar")).toBeTruthy();
    cleanup();
    open("/empresa/beneficios/validar", meOf({ role: "empresa", company: paid, teamRole: "caixa" }));
    expect(await screen.findByText("caixa /empresa/beneficios/validar")).toBeTruthy();
    cleanup();
    open("/empresa/equipe", meOf({ role: "empresa", company: paid }));
    expect(await screen.findByText("equipe /empresa/equipe")).toBeTruthy();
  });

  it("tells an account outside every team, and a member of an unpaid company, why the area is closed", async () => {
    open("/empresa/vagas", meOf({ role: "empresa", company: null }));
    expect(await screen.findByText(/Sua conta não faz parte da equipe de nenhuma empresa/)).toBeTruthy();
    cleanup();
    open(
      "/empresa/vagas",
      meOf({ role: "empresa", company: { plan: "plus", paymentStatus: "past_due" }, teamRole: "recrutador" }),
    );
    expect(await screen.findByText(/O pagamento do plano da empresa está pendente/)).toBeTruthy();
    expect(screen.queryByText(/checkout/)).toBeNull();
  });

  it("lets every member of an unpaid company ask for support", async () => {
    for (const teamRole of ["administrador", "recrutador", "caixa"] as const) {
      open(
        "/empresa/suporte",
        meOf({ role: "empresa", company: { plan: "plus", paymentStatus: "pending" }, teamRole }),
      );
      expect(await screen.findByText("suporte /empresa/suporte")).toBeTruthy();
      cleanup();
    }
  });

  it("sends a militar who has not finished onboarding there, and lets one who has in", async () => {
    open("/app/vagas", meOf({ role: "militar", completed: false }));
    expect(await screen.findByText("onboarding /app/onboarding")).toBeTruthy();
    cleanup();
    open("/app/vagas", meOf({ role: "militar", completed: true }));
    expect(await screen.findByText("militar /app/vagas")).toBeTruthy();
  });

  it("shows a load error with a retry when the session cannot be read", async () => {
    open("/app/vagas", "error");
    expect(await screen.findByText("Não foi possível carregar seus dados. Verifique sua conexão.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });
});
