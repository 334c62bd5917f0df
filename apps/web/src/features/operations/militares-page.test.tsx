import { communityMessages as cm } from "@pm/shared/community";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import { fireEvent, renderPage, screen, sentWrites, stubFetch, within } from "@/test/render";
import { OperationsMilitaresPage } from "./militares-page";

const PATH = "/operacao/militares";

const militar = (id: string, fullName: string, veteranConfirmed: boolean) => ({
  id,
  fullName,
  email: `${id}@exemplo.com.br`,
  emailVerified: true,
  plan: "FREE",
  onboardedAt: "2026-10-01T12:00:00.000Z",
  veteranConfirmed,
  createdAt: "2026-09-30T12:00:00.000Z",
});

function api(message: string) {
  return stubFetch((_url, method) => {
    if (method === "PUT") return { body: { message } };
    return {
      body: {
        militares: [militar("u1", "Carlos Lima", false), militar("u2", "Roberto Almeida", true)],
        nextCursor: null,
      },
    };
  });
}

const open = () =>
  renderPage(
    <>
      <OperationsMilitaresPage />
      <ToasterHost />
    </>,
    { path: PATH },
  );

const row = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;

describe("OperationsMilitaresPage: a veteran's confirmation", () => {
  it("shows who is confirmed, and confirms another once asked", async () => {
    const fetchMock = api(cm.veteranConfirmed);
    open();
    const roberto = await row("Roberto Almeida");
    expect(within(roberto).getByText("Veterano confirmado")).toBeTruthy();
    expect(
      within(roberto).getByRole("button", { name: "Retirar confirmação de veterano de Roberto Almeida" }),
    ).toBeTruthy();
    const carlos = await row("Carlos Lima");
    expect(within(carlos).queryByText("Veterano confirmado")).toBeNull();
    fireEvent.click(within(carlos).getByRole("button", { name: "Confirmar veterano de Carlos Lima" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar Carlos Lima como veterano?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar veterano" }));
    expect(await screen.findByText(cm.veteranConfirmed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/operations/community/members/u1/veteran", body: { confirmed: true } },
    ]);
  });

  it("withdraws a confirmation only after the operator confirms, and not when he cancels", async () => {
    const fetchMock = api(cm.veteranUnconfirmed);
    open();
    const roberto = await row("Roberto Almeida");
    const withdraw = within(roberto).getByRole("button", {
      name: "Retirar confirmação de veterano de Roberto Almeida",
    });
    fireEvent.click(withdraw);
    let dialog = await screen.findByRole("alertdialog", {
      name: "Retirar a confirmação de Roberto Almeida como veterano?",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(withdraw);
    dialog = await screen.findByRole("alertdialog", {
      name: "Retirar a confirmação de Roberto Almeida como veterano?",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retirar confirmação" }));
    expect(await screen.findByText(cm.veteranUnconfirmed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/operations/community/members/u2/veteran", body: { confirmed: false } },
    ]);
  });
});
