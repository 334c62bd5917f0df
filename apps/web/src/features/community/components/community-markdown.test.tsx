import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CommunityMarkdown, parseBlocks, parseInline } from "./community-markdown";

const show = (text: string) => render(<CommunityMarkdown text={text} />).container.firstElementChild as HTMLElement;

/** What each child element of the rendered post is: "p", "ul", "ol". */
const tags = (root: HTMLElement) => [...root.children].map((el) => el.tagName.toLowerCase());

const NEW_TAB = " (abre em nova aba)";

describe("CommunityMarkdown: blocks", () => {
  it("splits paragraphs on blank lines and keeps a single newline as a line break", () => {
    const root = show("Primeira linha\nsegunda linha\n\n\n  Outro parágrafo  \r\n\r\nÚltimo");
    expect(tags(root)).toEqual(["p", "p", "p"]);
    const first = root.children[0] as HTMLElement;
    expect(first.querySelectorAll("br")).toHaveLength(1);
    expect(first.textContent).toBe("Primeira linhasegunda linha");
    expect(root.children[1]?.textContent).toBe("Outro parágrafo");
    expect(root.children[2]?.textContent).toBe("Último");
  });

  it("renders '- ' and '* ' lines as one bullet list, and text before and after as paragraphs", () => {
    const root = show(
      "Documentos que pedi:\n- Certificado de reservista\n* CNH\n-   Carteira de trabalho\nDepois disso, nada.",
    );
    expect(tags(root)).toEqual(["p", "ul", "p"]);
    const items = within(root.children[1] as HTMLElement).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Certificado de reservista", "CNH", "Carteira de trabalho"]);
    expect(root.children[2]?.textContent).toBe("Depois disso, nada.");
  });

  it("renders numbered lines as an ordered list that keeps its first number", () => {
    const root = show("1. Junta de Serviço Militar\n2. Cartório\n\n3. Empresa");
    expect(tags(root)).toEqual(["ol"]);
    expect(root.children[0]?.getAttribute("start")).toBeNull();
    expect(
      within(root)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Junta de Serviço Militar", "Cartório", "Empresa"]);
    const later = show("3. Terceiro passo\n4. Quarto");
    expect(later.querySelector("ol")?.getAttribute("start")).toBe("3");
  });

  it("continues an item with an indented line, and separates a bullet list from a numbered one", () => {
    expect(parseBlocks("- Primeiro\n  com detalhe\n1. Outro tipo")).toEqual([
      { kind: "list", ordered: false, start: 1, items: [["Primeiro", "com detalhe"]] },
      { kind: "list", ordered: true, start: 1, items: [["Outro tipo"]] },
    ]);
    const root = show("- Primeiro\n  com detalhe");
    expect(root.querySelector("li")?.querySelectorAll("br")).toHaveLength(1);
  });

  it("keeps as text what only looks like a list: a dash without a space, a bold marker, a year", () => {
    expect(parseBlocks("-5 graus\n**Atenção**\n2024 foi bom\n---")).toEqual([
      { kind: "paragraph", lines: ["-5 graus", "**Atenção**", "2024 foi bom", "---"] },
    ]);
  });

  it("draws nothing for a blank text", () => {
    expect(show("  \n\n ").children).toHaveLength(0);
  });
});

describe("CommunityMarkdown: links", () => {
  it("makes [text](https://…) a link to a new tab, marked nofollow, noopener, noreferrer and ugc", () => {
    show("Veja o [portal da Defesa](https://www.gov.br/defesa) antes.");
    const link = screen.getByRole("link", { name: `portal da Defesa${NEW_TAB}` });
    expect(link.getAttribute("href")).toBe("https://www.gov.br/defesa");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("nofollow noopener noreferrer ugc");
    expect(link.parentElement?.textContent).toBe(`Veja o portal da Defesa${NEW_TAB} antes.`);
  });

  it("makes bare http(s) addresses links, leaving the sentence's punctuation out", () => {
    show("Inscrição em https://www.gov.br/servicos. Ou http://exemplo.com.br/a?b=1, que também serve.");
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://www.gov.br/servicos",
      "http://exemplo.com.br/a?b=1",
    ]);
    expect(links.every((a) => a.getAttribute("rel") === "nofollow noopener noreferrer ugc")).toBe(true);
  });

  it("leaves an address without http(s) as text: a bare site, an e-mail, ftp", () => {
    show("Site exemplo.com.br, e-mail joao@exemplo.com.br, ftp://arquivos.exemplo.com.br");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("accepts mailto: in a written link", () => {
    show("Escreva para [a ouvidoria](mailto:ouvidoria@exemplo.gov.br).");
    expect(screen.getByRole("link", { name: `a ouvidoria${NEW_TAB}` }).getAttribute("href")).toBe(
      "mailto:ouvidoria@exemplo.gov.br",
    );
  });

  it("refuses javascript:, data: and relative links: shown as typed, and never an <a>", () => {
    const text =
      "[clique](javascript:alert(1)) [imagem](data:text/html,oi) [interno](/app/perfil) [tab](java\tscript:alert(1))";
    const root = show(text);
    expect(root.querySelector("a")).toBeNull();
    expect(root.textContent).toBe(text);
    expect(parseInline("[x](JavaScript:alert(document.cookie))")).toEqual([
      { kind: "text", text: "[x](JavaScript:alert(document.cookie))" },
    ]);
  });

  it("does not make a link of the address inside a refused link", () => {
    expect(parseInline("[veja](javascript:fetch('https://mal.example/x'))")).toEqual([
      { kind: "text", text: "[veja](javascript:fetch('https://mal.example/x'))" },
    ]);
  });

  it("reads nested brackets in a link's text and parentheses in its address", () => {
    expect(parseInline("Ver [o artigo [PDF]](https://pt.wikipedia.org/wiki/Reserva_(militar)) hoje")).toEqual([
      { kind: "text", text: "Ver " },
      { kind: "link", text: "o artigo [PDF]", href: "https://pt.wikipedia.org/wiki/Reserva_(militar)" },
      { kind: "text", text: " hoje" },
    ]);
  });

  it("keeps brackets that are not a link as text: no address, an unclosed one, a space in the address", () => {
    expect(parseInline("[1] nota, [sem fim](https://a.com e [a](b c)")).toEqual([
      { kind: "text", text: "[1] nota, [sem fim](" },
      { kind: "link", text: "https://a.com", href: "https://a.com/" },
      { kind: "text", text: " e [a](b c)" },
    ]);
    expect(parseInline("[[x]]")).toEqual([{ kind: "text", text: "[[x]]" }]);
    expect(parseInline("[](https://a.com)")).toEqual([{ kind: "text", text: "[](" }, ...parseInline("https://a.com)")]);
  });

  it("renders links inside list items", () => {
    const root = show("- [Guia](https://exemplo.com/guia)\n- https://exemplo.com/outro");
    const items = within(root).getAllByRole("listitem");
    expect(
      within(items[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("https://exemplo.com/guia");
    expect(
      within(items[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("https://exemplo.com/outro");
  });
});

describe("CommunityMarkdown: markup", () => {
  it("shows HTML and scripts literally, never as elements", () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> <b>negrito</b>';
    const root = show(text);
    expect(root.textContent).toBe(text);
    expect(root.querySelector("script, img, b")).toBeNull();
  });

  it("shows Markdown it does not support as typed: headings, emphasis, code, images", () => {
    const text = "# Título\n**negrito** _itálico_ `código` ![foto](https://exemplo.com/a.png)";
    const root = show(text);
    expect(root.querySelector("h1, strong, em, code, img")).toBeNull();
    expect(root.textContent).toBe(`# Título**negrito** _itálico_ \`código\` !foto${NEW_TAB}`);
  });
});
