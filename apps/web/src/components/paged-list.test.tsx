import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@/test/render";
import { EmptyState } from "./empty-state";
import { type ListState, PagedList } from "./paged-list";

const list = (state: Partial<ListState> = {}): ListState => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...state,
});

function Jobs({ state, items = [] }: { state: ListState; items?: string[] }) {
  return (
    <PagedList
      list={state}
      items={items}
      skeleton={{ rows: 4, row: "h-10 w-full", status: "Carregando vagas…" }}
      error={{ message: "Erro ao carregar vagas", hint: "Verifique sua conexão e tente novamente." }}
      empty={<EmptyState title="Nenhuma vaga encontrada" description="Tente outras palavras." />}
    >
      {(jobs, more) => (
        <section aria-label="Resultados">
          <ul>
            {jobs.map((job) => (
              <li key={job}>{job}</li>
            ))}
          </ul>
          {more}
        </section>
      )}
    </PagedList>
  );
}

describe("PagedList", () => {
  it("draws the skeleton, busy, with its status, while the first page loads", () => {
    const { container } = render(<Jobs state={list({ isPending: true, isFetching: true })} />);
    const busy = container.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(busy).toBeTruthy();
    expect(busy.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
    expect(screen.getByRole("status").textContent).toBe("Carregando vagas…");
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says what could not be loaded, and 'Tentar novamente' refetches", () => {
    const state = list({ isError: true });
    render(<Jobs state={state} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Erro ao carregar vagasVerifique sua conexão e tente novamente.Tentar novamente");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the empty state when the list has nothing", () => {
    render(<Jobs state={list()} />);
    expect(screen.getByRole("status").textContent).toBe("Nenhuma vaga encontrada");
    expect(screen.getByText("Tente outras palavras.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("draws the items, with no 'Carregar mais' when there is no next page", () => {
    render(<Jobs state={list()} items={["Analista", "Coordenador"]} />);
    const region = screen.getByRole("region", { name: "Resultados" });
    expect([...region.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Analista", "Coordenador"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("'Carregar mais' fetches the next page, and waits while it loads", () => {
    const state = list({ hasNextPage: true });
    const { rerender } = render(<Jobs state={state} items={["Analista"]} />);
    const more = screen.getByRole("button", { name: "Carregar mais" }) as HTMLButtonElement;
    expect(more.disabled).toBe(false);
    fireEvent.click(more);
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<Jobs state={{ ...state, isFetching: true, isFetchingNextPage: true }} items={["Analista"]} />);
    const busy = screen.getByRole("button", { name: "Carregar mais" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("can read 'Carregando...' in place of its label while the next page loads", () => {
    render(
      <PagedList
        list={list({ hasNextPage: true, isFetchingNextPage: true })}
        items={["a"]}
        error={{ message: "Erro" }}
        empty={null}
        loadMore={{ label: "Carregar mais conversas", busy: "text", wrapper: null }}
      >
        {(items, more) => (
          <>
            <p>{items.join()}</p>
            {more}
          </>
        )}
      </PagedList>,
    );
    expect((screen.getByRole("button", { name: "Carregando..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the items when a later page fails, with an alert and a retry", () => {
    const state = list({ isError: true, hasNextPage: true });
    render(<Jobs state={state} items={["Analista"]} />);
    expect(screen.getByText("Analista")).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Erro ao carregar vagas. Tentar novamente");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });
});
