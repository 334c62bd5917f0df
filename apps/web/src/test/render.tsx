// Shared helpers for the web's form tests: a page rendered inside the app's providers, a stubbed
// fetch that records what the page sent, and checks that a field shows (or no longer shows) its
// validation message the way screen readers get it.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { expect, vi } from "vitest";
import type { Me } from "@/lib/session";

// happy-dom has no HTMLSelectElement#size. react-hook-form reads it (with `size < 2`) to tell a
// select the user changed before mount from one the browser merely preselected; without it,
// every select counts as edited and the form takes the DOM's first option over its default.
// Browsers report 0 when the attribute is absent, as this does.
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size")) || 0;
    },
  });
}

/** Drawn on any path other than the page's own: tells where the page navigated to. */
function Landed() {
  const location = useLocation();
  return (
    <p>
      landed {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `ui` at `path` (a route pattern), opened at `url`, with a fresh query client. `me`, when
 * given, is the signed-in user the page reads from the ["me"] query.
 */
export function renderPage(
  ui: ReactNode,
  { path = "/", url = path, me }: { path?: string; url?: string; me?: Me } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (me !== undefined) queryClient.setQueryData(["me"], me);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** The API's error shape, as `unwrap` reads it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  issues: { path: string; message: string }[] = [],
) {
  return { status, body: { error: { code, message, issues } } };
}

/** Replaces fetch with a mock answering `reply` (or what `reply(url, method)` returns) as JSON. */
export function stubFetch(reply: Reply | ((url: string, method: string) => Reply) = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const r = typeof reply === "function" ? reply(String(input), init.method ?? "GET") : reply;
    return new Response(JSON.stringify(r.body ?? {}), {
      status: r.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Every request the page sent except reads (GET): method, URL and parsed JSON body. */
export function sentWrites(fetchMock: ReturnType<typeof stubFetch>): SentRequest[] {
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({
      method: init.method ?? "GET",
      url: String(input),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    }))
    .filter((r) => r.method !== "GET");
}

/**
 * The form control named by the one <label> reading exactly `label`, through the label's `for`
 * (what ties them for screen readers). Cheaper than getByLabelText on these long forms.
 */
export function control(label: string): HTMLElement {
  const labels = [...document.querySelectorAll("label")].filter((l) => l.textContent === label);
  expect(
    labels.map((l) => l.textContent),
    `one label reading "${label}"`,
  ).toEqual([label]);
  const field = document.getElementById((labels[0] as HTMLLabelElement).htmlFor);
  expect(field?.matches("input, select, textarea"), `a control for "${label}"`).toBe(true);
  return field as HTMLElement;
}

/** Types (or picks) `value` in the control labelled `label`. */
export function fill(label: string, value: string) {
  fireEvent.change(control(label), { target: { value } });
}

/** Clicks the button named `name` (a form's submit button, usually). */
export function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** Ids in the control's aria-describedby, resolved to their text. */
function descriptions(field: HTMLElement): (string | null | undefined)[] {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent);
}

/**
 * Waits until the control labelled `label` is marked invalid and described by an element whose
 * text is exactly `message`.
 */
export async function expectFieldError(label: string, message: string) {
  await waitFor(() => {
    const field = control(label);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(field)).toContain(message);
  });
}

/** Waits until the control labelled `label` is valid again and its message element is gone. */
export async function expectNoFieldError(label: string) {
  await waitFor(() => {
    const field = control(label);
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(`${field.id}-error`)).toBeNull();
  });
}

/** The form helpers under one name: `form.fill("E-mail", …)`, `form.expectError("E-mail", …)`. */
export const form = {
  control,
  fill,
  click,
  expectError: expectFieldError,
  expectNoError: expectNoFieldError,
};

export { fireEvent, screen, waitFor, within } from "@testing-library/react";

/** João, a signed-in militar, as GET /api/me answers; `militaryProfile` holds what the test needs. */
export function militarMe(militaryProfile: Record<string, unknown>): Me {
  return {
    id: "u1",
    email: "joao@exemplo.com.br",
    profile: { role: "militar", fullName: "João Silva" },
    company: null,
    militaryProfile,
  } as unknown as Me;
}
