import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, paidCompany } from "./helpers";

/** A 96 × 96 PNG logo. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAAAHlBMVEU/XyrguErKrEbNrkZRaS1Uay+LiTmQjDpSai5IZCxtzf3uAAAACXBIWXMAAAsTAAALEwEAmpwYAAABAElEQVRoge2U0QqEIBBF1W6r/f8PL0REmeVMzsCy3PMozTlKZQiEEEIIIX9JKb5+pGn29cfoWUCK0bOA1e9XwOb3KmD3+xRw8HsUcPLbF1D5rQu4+G0LaPgtC2j67Qrlxh9jKp77tzoDHvwWBTz6xwul9qdk+h5Q66a5sWTqD+1FQ3+wK9yKYFN40MCi8CjBeKGjwGihK8BYQTCOkYJoGO8LwlG8LYgH8a6gGMObgmoI+sKiu47L5fGlV/jotoSqkHv+qjB1j3wuCPynwqR8aSL/oaD97IT+vaD9cbLUvxW0v36W+9eC9vLKGn8IH+31m3X+EBbXxwkhhBBCCCE/yBdcAQbrJX8VowAAAABJRU5ErkJggg==",
  "base64",
);

const header = (page: Page) => page.getByRole("banner");

async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /^(Enviar|Alterar) logo$/ }).click();
  await (await chooser).setFiles(file);
}

test("a company completes its profile: CNPJ checked, alphanumeric CNPJ accepted, header follows", async ({ page }) => {
  const email = await paidCompany(page, "Transportes Serra Azul", { emailPrefix: "perfil" });
  await page.goto("/empresa/perfil");
  await expect(page.getByRole("heading", { level: 1, name: "Perfil da Empresa" })).toBeVisible();
  await expect(page.getByLabel("Nome da empresa")).toHaveValue("Transportes Serra Azul");
  // The contact e-mail starts as the sign-in e-mail.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByText("E-mail de contato da empresa.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A CNPJ whose check digits do not match is refused, next to the field.
  await page.getByLabel("CNPJ").fill("11222333000182");
  await expect(page.getByLabel("CNPJ")).toHaveValue("11.222.333/0001-82");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  const cnpjError = page.locator("#empresa-cnpj-error");
  await expect(cnpjError).toHaveText("CNPJ inválido. Confira os números e letras digitados.");
  await expect(page.getByLabel("CNPJ")).toHaveAttribute("aria-invalid", "true");

  // The alphanumeric format (from July 2026) is masked as typed, in capitals, and accepted.
  await page.getByLabel("CNPJ").fill("12abc34501de35");
  await expect(page.getByLabel("CNPJ")).toHaveValue("12.ABC.345/01DE-35");
  await page.getByLabel("Nome da empresa").fill("Serra Azul Transportes");
  await page.getByLabel("Telefone").fill("19987654321");
  await expect(page.getByLabel("Telefone")).toHaveValue("(19) 98765-4321");
  await page.getByLabel("Website").fill("serraazul.com.br");
  await page.getByRole("textbox", { name: "Endereço" }).fill("Av. das Indústrias, 1000");
  await page.getByLabel("Cidade").fill("Campinas");
  await page.getByLabel("Estado").selectOption("SP");
  await page.getByLabel("CEP").fill("13015904");
  await expect(page.getByLabel("CEP")).toHaveValue("13015-904");
  await page.getByLabel("Setor").fill("Transporte e logística");
  await page.getByLabel("Número de funcionários").selectOption({ label: "51 a 200 funcionários" });
  await page.getByLabel("Descrição").fill("Transporte rodoviário de cargas no interior paulista.");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();

  await expect(page.getByText("Perfil atualizado!")).toBeVisible();
  await expect(cnpjError).toHaveCount(0);
  // The header shows the new name without a reload.
  await expect(header(page).getByText("Serra Azul Transportes", { exact: true })).toBeVisible();

  // Everything was stored: a reload shows it, masks back on.
  await page.reload();
  await expect(page.getByLabel("CNPJ")).toHaveValue("12.ABC.345/01DE-35");
  await expect(page.getByLabel("Telefone")).toHaveValue("(19) 98765-4321");
  await expect(page.getByLabel("Website")).toHaveValue("https://serraazul.com.br");
  await expect(page.getByLabel("Estado")).toHaveValue("SP");
  await expect(page.getByLabel("CEP")).toHaveValue("13015-904");
  await expect(page.getByLabel("Número de funcionários")).toHaveValue("51-200");

  // Cancelar discards what was not saved.
  await page.getByLabel("Cidade").fill("Sumaré");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByLabel("Cidade")).toHaveValue("Campinas");
  await expect(page.getByRole("button", { name: "Cancelar" })).toBeDisabled();
});

test("a company uploads its logo and sees it in the header; non-images are refused", async ({ page }) => {
  await paidCompany(page, "Oficina Marechal", { emailPrefix: "perfil" });
  await page.goto("/empresa/perfil");
  await expect(page.getByText("PNG ou JPG até 2MB. Recomendado: 200x200px")).toBeVisible();
  await expect(header(page).locator("img")).toHaveCount(0);

  // A text file is refused in the browser.
  await chooseLogo(page, { name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("notas") });
  await expect(page.getByRole("alert").filter({ hasText: "Por favor, selecione um arquivo de imagem." })).toBeVisible();

  // A text file named .png passes the browser's check but not the server's, which reads its bytes.
  await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("isto não é uma imagem") });
  await expect(page.getByRole("alert").filter({ hasText: "Por favor, selecione um arquivo de imagem." })).toBeVisible();

  // Over 2 MB is refused before sending.
  await chooseLogo(page, { name: "grande.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByRole("alert").filter({ hasText: "O arquivo deve ter no máximo 2MB." })).toBeVisible();

  await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(page.getByText("Logo atualizada!")).toBeVisible();
  const logo = page.getByRole("img", { name: "Logo da Oficina Marechal" });
  await expect(logo).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect(header(page).locator('img[src^="/api/files/"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Alterar logo" })).toBeVisible();

  // The stored image is a WebP served with the file headers.
  const src = (await logo.getAttribute("src")) ?? "";
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/webp");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // Replacing it gives a new address; the old one is gone.
  await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(logo).not.toHaveAttribute("src", src);
  expect((await page.request.get(src)).status()).toBe(404);
  // Checked once the toasts (mid-animation, they read as low contrast) are gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});
