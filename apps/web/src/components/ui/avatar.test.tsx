import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

/** An image the test loads or breaks at will: jsdom fetches none. */
class FakeImage extends EventTarget {
  static last: FakeImage | null = null;
  complete = false;
  naturalWidth = 0;
  src = "";
  crossOrigin: string | null = null;
  referrerPolicy = "";
  constructor() {
    super();
    FakeImage.last = this;
  }
  settle(loaded: boolean) {
    this.complete = true;
    this.naturalWidth = loaded ? 40 : 0;
    this.dispatchEvent(new Event(loaded ? "load" : "error"));
  }
}

function renderAvatar(src?: string) {
  return render(
    <Avatar data-testid="avatar">
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback>JS</AvatarFallback>
    </Avatar>,
  );
}

describe("Avatar", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the initials without a picture", () => {
    const { getByTestId } = renderAvatar();
    expect(getByTestId("avatar").innerHTML).toContain("JS");
    expect(getByTestId("avatar").querySelector("img")).toBeNull();
  });

  it("keeps the initials while the picture loads and replaces them once it has", () => {
    vi.stubGlobal("Image", FakeImage);
    const { getByTestId } = renderAvatar("/foto.png");
    expect(FakeImage.last?.src).toBe("/foto.png");
    expect(getByTestId("avatar").textContent).toBe("JS");
    act(() => FakeImage.last?.settle(true));
    expect(getByTestId("avatar").textContent).toBe("");
    expect(getByTestId("avatar").querySelector("img")?.getAttribute("src")).toBe("/foto.png");
  });

  it("keeps the initials when the picture cannot load", () => {
    vi.stubGlobal("Image", FakeImage);
    const { getByTestId } = renderAvatar("/quebrada.png");
    act(() => FakeImage.last?.settle(false));
    expect(getByTestId("avatar").textContent).toBe("JS");
    expect(getByTestId("avatar").querySelector("img")).toBeNull();
  });
});
