import { interviewTimeLabel } from "@pm/shared/interviews";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NextInterviewNote } from "./application-status";

describe("a listed application's next interview", () => {
  it("shows the chosen time in Brasília's time", () => {
    const startsAt = "2026-12-01T17:00:00+00:00";
    render(<NextInterviewNote interview={{ startsAt }} />);
    const note = screen.getByTestId("next-interview");
    expect(note.textContent).toBe(`Entrevista: ${interviewTimeLabel(startsAt)}`);
    expect(note.textContent).toContain("14:00 (horário de Brasília)");
    expect(note.querySelector("time")?.getAttribute("dateTime")).toBe(startsAt);
  });

  it("says it waits for a time before the candidate chose one", () => {
    render(<NextInterviewNote interview={{ startsAt: null }} />);
    expect(screen.getByTestId("next-interview").textContent).toBe("Entrevista: aguardando horário");
  });

  it("shows nothing without an open interview", () => {
    const { container } = render(<NextInterviewNote interview={null} />);
    expect(container.textContent).toBe("");
  });
});
