import { describe, expect, it } from "vitest";
import { fireEvent, renderPage, screen, stubFetch, within } from "@/test/render";
import { NotificationsBell } from "./notifications-bell";

const notification = (id: string, data: unknown, readAt: string | null = null) => ({
  id,
  kind: "job_alert",
  data,
  readAt,
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
});

describe("the bell's job alert notifications", () => {
  it("say what each alert sent (naming the job when it is the only one) and lead to the militar's alerts", async () => {
    stubFetch((_url, method) =>
      method === "GET"
        ? {
            body: {
              notifications: [
                notification("n1", { alertId: "a1", alertName: "Motorista SP", count: 3, jobTitle: "Motorista" }),
                notification(
                  "n2",
                  { alertId: "a2", alertName: "Logística", count: 1, jobTitle: "Coordenador de Frota" },
                  "2026-11-20T12:00:00.000Z",
                ),
                notification("n3", { alertName: "Sem dados completos" }),
              ],
              unread: 2,
            },
          }
        : { body: { updated: 2 } },
    );
    renderPage(<NotificationsBell />, { path: "/app" });
    fireEvent.click(await screen.findByRole("button", { name: "2 notificações não lidas" }));
    // The popover's code loads on the first press.
    const list = await screen.findByTestId("notifications-list", {}, { timeout: 3000 });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Nova: 3 vagas novas para o alerta “Motorista SP”.há cerca de 1 hora", "/app/alertas"],
      ["Nova vaga para o alerta “Logística”: Coordenador de Frota.há cerca de 1 hora", "/app/alertas"],
      ["Nova: Você tem uma nova notificação.há cerca de 1 hora", "/app/alertas"],
    ]);
  });
});
