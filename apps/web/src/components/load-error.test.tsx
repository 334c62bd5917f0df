import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@/test/render";
import { LoadError } from "./load-error";

describe("LoadError", () => {
  it("is an alert with the message, the hint and a retry that refetches", () => {
    const refetch = vi.fn();
    render(
      <LoadError
        message="Erro ao carregar vagas"
        hint="Verifique sua conexão."
        query={{ isFetching: false, refetch }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Erro ao carregar vagasVerifique sua conexão.Tentar novamente");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("waits while the retry runs: the button reads 'Carregando...' and cannot be pressed again", () => {
    const refetch = vi.fn();
    render(<LoadError message="Erro ao carregar vagas" query={{ isFetching: true, refetch }} />);
    const button = screen.getByRole("button", { name: "Carregando..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(refetch).not.toHaveBeenCalled();
  });

  it("is the page's heading when the failed read was the whole page", () => {
    render(
      <LoadError heading message="Erro ao carregar detalhes da vaga" query={{ isFetching: false, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Erro ao carregar detalhes da vaga");
  });
});
