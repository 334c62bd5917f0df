// Entrevistas: the company proposes two times from the candidate sheet; the militar picks one in
// 'Minhas candidaturas'; both see it confirmed, and the calendar invite reaches both in the outbox.
import { expect, test } from "./fixtures";
import { expectFitsScreen, expectNoSeriousA11yViolations, onboardedMilitar, paidCompany, publishJob } from "./helpers";

/** A day `days` from today, as the date input takes it (YYYY-MM-DD, in Brasília). */
function dayAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000);
  return at.toISOString().slice(0, 10);
}

test("a company proposes two times, the militar picks one, both see it and the invite arrives", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Analista de Frota ${stamp}`;
  const company = await (await browser.newContext()).newPage();
  const companyEmail = await paidCompany(company, `Rodovias Tupã ${stamp}`, { plan: "pro", fullName: "Helena Prado" });
  await publishJob(company, { title, city: "Campinas, SP", area: "logistica", description: "Controle da frota." });

  const militar = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  const militarEmail = await onboardedMilitar(militar, "Tiago Moura", "entrevista");
  await militar.goto(`/app/vagas?q=${stamp}`);
  await militar.getByRole("article", { name: title }).getByRole("button", { name: "Candidatar-se" }).click();
  await expect(militar.getByRole("article", { name: title }).getByTestId("application-status")).toBeVisible();

  // The company proposes two times, by video.
  await company.goto(`/empresa/candidatos?q=${encodeURIComponent(title)}`);
  await company.getByRole("button", { name: "Ver perfil de Tiago Moura" }).click();
  const sheet = company.getByRole("dialog");
  await sheet.getByRole("button", { name: "Agendar entrevista" }).click();
  const dialog = company.getByRole("alertdialog", { name: "Agendar entrevista" });
  await dialog.getByLabel("Link da chamada").fill("https://meet.exemplo.com.br/tupa-frota");
  await dialog.getByLabel("Data do horário 1").fill(dayAhead(3));
  await dialog.getByLabel("Hora do horário 1").fill("10:00");
  await dialog.getByRole("button", { name: "Adicionar horário" }).click();
  await dialog.getByLabel("Data do horário 2").fill(dayAhead(4));
  await dialog.getByLabel("Hora do horário 2").fill("15:00");
  await expectNoSeriousA11yViolations(company);
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(company.getByText("Convite de entrevista enviado ao candidato").first()).toBeVisible();
  await expect(sheet.getByText("Aguardando o candidato").first()).toBeVisible();

  // The militar, on a phone, picks the second time.
  await militar.goto("/app/candidaturas");
  const times = militar.getByRole("group", { name: "Horários propostos" });
  await expect(times).toBeVisible();
  await expectFitsScreen(militar);
  await expectNoSeriousA11yViolations(militar);
  await times.getByRole("radio").nth(1).check();
  await militar.getByRole("button", { name: "Escolher horário" }).click();
  await expect(militar.getByText("Entrevista confirmada! Enviamos o convite para a sua agenda.").first()).toBeVisible();
  await expect(militar.getByText(/15:00 \(horário de Brasília\)/).first()).toBeVisible();

  // The company's open sheet follows without a reload.
  await expect(sheet.getByText("Confirmada").first()).toBeVisible({ timeout: 15_000 });
  await expect(sheet.getByText(/15:00 \(horário de Brasília\)/).first()).toBeVisible();

  // The calendar invite reached both.
  for (const address of [militarEmail, companyEmail]) {
    const mail = company
      .locator(`article[data-to="${address.toLowerCase()}"]`)
      .filter({ hasText: `Entrevista confirmada: ${title}` });
    await expect(async () => {
      await company.goto("/dev/emails");
      await expect(mail.getByRole("link", { name: "entrevista.ics" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const href = await mail.getByRole("link", { name: "entrevista.ics" }).getAttribute("href");
    const ics = await (await company.request.get(href ?? "")).text();
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("SEQUENCE:1");
  }
});
