import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, onboardedMilitar, PASSWORD, signIn } from "./helpers";

const NEW_PASSWORD = "outraSenha789";

test("a militar changes the password, exports the data and deletes the account", async ({ page }) => {
  const email = await onboardedMilitar(page, "Gustavo Henrique Lopes", "config");
  await page.goto("/app/configuracoes");
  await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Senha" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notificações" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Privacidade e dados" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Password: a wrong current one is refused in pt-BR, then the change goes through.
  await page.getByLabel("Senha atual").fill("errada999");
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirmar nova senha").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha atual incorreta").first()).toBeVisible();
  await page.getByLabel("Senha atual").fill(PASSWORD);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha alterada! As outras sessões foram encerradas.")).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();

  // Notifications switch.
  const emails = page.getByRole("switch", { name: "E-mails sobre mudanças de status" });
  await expect(emails).toBeChecked();
  await emails.click();
  await expect(page.getByText("Preferência de notificações salva")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "E-mails sobre mudanças de status" })).not.toBeChecked();
  // The 'Mensagens' switch is a preference of its own.
  await expect(page.getByRole("switch", { name: "Mensagens" })).toBeChecked();
  await page.getByRole("switch", { name: "Mensagens" }).click();
  await expect(page.getByText("Preferência de notificações salva")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Mensagens" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "E-mails sobre mudanças de status" })).not.toBeChecked();

  // Export: a JSON file about this user.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar meus dados" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^proxima-missao-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(data.user.email).toBe(email.toLowerCase());
  expect(data.profile.fullName).toBe("Gustavo Henrique Lopes");
  expect(data.militaryProfile).toMatchObject({ city: "Santa Maria", militaryBranch: "aeronautica" });

  // Deletion asks for the password.
  await page.getByRole("button", { name: "Excluir conta" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Excluir sua conta?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Digite sua senha para confirmar").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Excluir conta definitivamente" }).click();
  await expect(dialog.getByText("Senha incorreta")).toBeVisible();
  await dialog.getByLabel("Digite sua senha para confirmar").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Excluir conta definitivamente" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Sua conta foi excluída.")).toBeVisible();

  // Signed out, and the account is gone.
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
});

test("the settings page fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await onboardedMilitar(page, "Helena Duarte");
  await page.goto("/app/configuracoes");
  await expect(page.getByRole("button", { name: "Exportar meus dados" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test("changing the sign-in e-mail asks for the current password", async ({ page }) => {
  const email = await onboardedMilitar(page, "Débora Nunes Prado", "troca-email");
  await page.goto("/app/perfil");
  await page.getByRole("button", { name: "Alterar e-mail" }).click();
  const newEmail = `novo-${email}`;
  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.getByRole("button", { name: "Enviar link de confirmação" }).click();
  await expect(page.getByText("Informe sua senha atual").first()).toBeVisible();

  await page.getByLabel("Senha atual").fill("chute-errado");
  await page.getByRole("button", { name: "Enviar link de confirmação" }).click();
  await expect(page.getByText("Senha atual incorreta").first()).toBeVisible();

  await page.getByLabel("Senha atual").fill(PASSWORD);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/account/email") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Enviar link de confirmação" }).click();
  // The server's answer first: when the toast is missing, the failure says what the server said.
  expect(`${(await answer).status()} ${await (await answer).text()}`).toMatch(/^200 /);
  await expect(page.getByText("Enviamos um link de confirmação para o novo e-mail.").first()).toBeVisible();
  await expect(page.getByRole("status").getByText(newEmail)).toBeVisible();
});
