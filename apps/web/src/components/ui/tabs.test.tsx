import { render } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@/test/render";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

/** Three tabs whose selection the caller keeps, as the pages keep theirs in the address. */
function Example({ onValueChange = () => {} }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState("a");
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    >
      <TabsList>
        <TabsTrigger value="a">Primeira</TabsTrigger>
        <TabsTrigger value="b">Segunda</TabsTrigger>
        <TabsTrigger value="c">Terceira</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Conteúdo A</TabsContent>
      <TabsContent value="b">Conteúdo B</TabsContent>
      <TabsContent value="c">Conteúdo C</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () => screen.getAllByRole("tab").map((t) => t.getAttribute("aria-selected"));

describe("Tabs", () => {
  it("ties each tab to its panel and shows only the selected panel, the selected tab alone in the Tab order", () => {
    render(<Example />);
    expect(screen.getByRole("tablist").getAttribute("aria-orientation")).toBe("horizontal");
    expect(selected()).toEqual(["true", "false", "false"]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Conteúdo A");
    expect(tab("Primeira").getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("Primeira").id);
    // The other panels are there, hidden and empty, for their tabs' aria-controls.
    const hidden = screen.getAllByRole("tabpanel", { hidden: true }).filter((p) => p.hidden);
    expect(hidden.map((p) => p.textContent)).toEqual(["", ""]);
    expect(hidden.map((p) => p.id)).toEqual(
      [tab("Segunda"), tab("Terceira")].map((t) => t.getAttribute("aria-controls")),
    );
  });

  it("selects a tab on a press of the main button, not of another", () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    fireEvent.mouseDown(tab("Segunda"), { button: 2 });
    expect(selected()).toEqual(["true", "false", "false"]);
    fireEvent.mouseDown(tab("Segunda"));
    expect(selected()).toEqual(["false", "true", "false"]);
    expect(document.activeElement).toBe(tab("Segunda"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Conteúdo B");
    expect(onValueChange).toHaveBeenLastCalledWith("b");
  });

  it("moves the selection with the arrow keys (around the ends), Home and End", () => {
    render(<Example />);
    tab("Primeira").focus();
    fireEvent.keyDown(tab("Primeira"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Segunda"));
    expect(selected()).toEqual(["false", "true", "false"]);
    fireEvent.keyDown(tab("Segunda"), { key: "End" });
    expect(selected()).toEqual(["false", "false", "true"]);
    fireEvent.keyDown(tab("Terceira"), { key: "ArrowRight" });
    expect(selected()).toEqual(["true", "false", "false"]);
    fireEvent.keyDown(tab("Primeira"), { key: "ArrowLeft" });
    expect(selected()).toEqual(["false", "false", "true"]);
    fireEvent.keyDown(tab("Terceira"), { key: "Home" });
    expect(document.activeElement).toBe(tab("Primeira"));
    expect(selected()).toEqual(["true", "false", "false"]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
