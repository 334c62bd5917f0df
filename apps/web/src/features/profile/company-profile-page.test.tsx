import { describe, expect, it } from "vitest";
import { apiError, fireEvent, renderPage, screen, stubFetch } from "@/test/render";
import { CompanyProfilePage } from "./company-profile-page";

describe("CompanyProfilePage when the profile cannot be read", () => {
  it("says so, and 'Tentar novamente' reads it again and shows the form", async () => {
    let failing = true;
    const fetchMock = stubFetch(() =>
      failing
        ? apiError(500, "INTERNAL", "Erro interno")
        : { body: { id: "c1", name: "Logística Forte", email: "rh@logisticaforte.com.br", logoUrl: null } },
    );
    renderPage(<CompanyProfilePage />, { path: "/empresa/perfil" });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Erro ao carregar perfil da empresa");
    const retry = screen.getByRole("button", { name: "Tentar novamente" });
    const readsBefore = fetchMock.mock.calls.length;

    failing = false;
    fireEvent.click(retry);
    const name = (await screen.findByLabelText("Nome da empresa")) as HTMLInputElement;
    expect(name.value).toBe("Logística Forte");
    expect(fetchMock.mock.calls.length).toBe(readsBefore + 1);
    expect(screen.queryByText("Erro ao carregar perfil da empresa")).toBeNull();
  });
});
