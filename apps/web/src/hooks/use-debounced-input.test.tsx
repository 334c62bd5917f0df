// A search box hands its text to the address 300 ms after the last key. Whoever types and at once
// follows a result lands on the result: the late commit must not send them back to the list,
// which the router keeps on screen while the result's page loads.
import { href, PAGES } from "@pm/shared/pages";
import { render } from "@testing-library/react";
import { useCallback } from "react";
import { createMemoryRouter, Link, RouterProvider, useLoaderData, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchBox } from "@/components/search-box";
import { SearchFilter } from "@/components/text-filter";
import { fireEvent, screen } from "@/test/render";

const RESULT = "Supervisor de Logística";
const resultPath = href("publicJob", { ref: "supervisor-de-logistica" });

type Box = "SearchFilter" | "SearchBox";

/** A list searched by ?q=, as the job board and the talent bank are, with one result linked. */
function ListPage({ box }: { box: Box }) {
  const [params, setParams] = useSearchParams();
  const commit = useCallback((q: string) => setParams(q ? { q } : {}, { replace: true }), [setParams]);
  const value = params.get("q") ?? "";
  return (
    <>
      {box === "SearchFilter" ? (
        <SearchFilter id="busca" label="Buscar vagas" placeholder="Ex.: logística" value={value} onCommit={commit} />
      ) : (
        <SearchBox label="Buscar vagas" placeholder="Ex.: logística" value={value} onChange={commit} />
      )}
      <p>Busca: {params.get("q") ?? "nenhuma"}</p>
      <Link to={resultPath}>{RESULT}</Link>
    </>
  );
}

function ResultPage() {
  return <h1>{useLoaderData() as string}</h1>;
}

/** The list, and the result's page, whose loader answers only once `release()` is called (when `slow`). */
function open({ slow, box }: { slow: boolean; box: Box }) {
  let release = () => {};
  const answered = slow ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const router = createMemoryRouter(
    [
      { path: PAGES.publicJobs, element: <ListPage box={box} /> },
      {
        path: PAGES.publicJob,
        element: <ResultPage />,
        loader: async () => {
          await answered;
          return RESULT;
        },
      },
    ],
    { initialEntries: [PAGES.publicJobs] },
  );
  render(<RouterProvider router={router} />);
  return { router, release };
}

/** Longer than the debounce: a commit still pending would have fired by then. */
const pastTheWait = () => new Promise((resolve) => setTimeout(resolve, 450));

const type = (text: string) => fireEvent.change(screen.getByLabelText("Buscar vagas"), { target: { value: text } });

// Both search boxes of the app: the filters' (useDebouncedInput) and the lists' own.
describe.each<Box>(["SearchFilter", "SearchBox"])("%s", (box) => {
  it("puts the typed text in the address once typing pauses", async () => {
    const { router } = open({ slow: false, box });
    type("logística");
    expect(screen.getByText("Busca: nenhuma")).toBeTruthy();
    await screen.findByText("Busca: logística");
    expect(router.state.location.pathname).toBe(PAGES.publicJobs);
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("logística");
  });

  it("lands on the result followed while the result's page loads, not back on the list", async () => {
    const { router, release } = open({ slow: true, box });
    type("logística");
    fireEvent.click(screen.getByRole("link", { name: RESULT }));
    // The result's page is still loading past the wait: the list, and its box, stay on screen.
    await pastTheWait();
    expect(screen.getByLabelText("Buscar vagas")).toBeTruthy();
    release();
    expect(await screen.findByRole("heading", { name: RESULT })).toBeTruthy();
    expect(router.state.location.pathname).toBe(resultPath);
    await pastTheWait();
    expect(router.state.location.pathname).toBe(resultPath);
  });

  it("lands on the result followed at once, the list gone before the wait is over", async () => {
    const { router } = open({ slow: false, box });
    type("logística");
    fireEvent.click(screen.getByRole("link", { name: RESULT }));
    expect(await screen.findByRole("heading", { name: RESULT })).toBeTruthy();
    await pastTheWait();
    expect(router.state.location.pathname).toBe(resultPath);
    expect(router.state.location.search).toBe("");
  });
});
