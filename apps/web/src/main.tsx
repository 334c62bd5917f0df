import "./styles/globals.css";

// The entry every page runs first. It holds no React: the app (React, React Router, the route
// tree: start.tsx) is a chunk of its own. A client-rendered page (the signed-in areas' shell,
// spa.html, which preloads the app) starts it at once. A prerendered page is readable as it
// arrives: it starts the app once the browser has painted it, so that the stylesheet and the font
// come first. A page marked `data-hydrate="idle"` (the landing, whose links are plain links and
// which reads without JavaScript) starts it only once the browser is idle after the page has
// loaded, or at the visitor's first press, key or focus, whichever comes first. Until the app is
// live a prerendered page is the server's HTML: a link followed is an ordinary page load, and a
// button pressed (the landing's menu button on a phone, 'Mostrar senha') is pressed again then.

const root = document.getElementById("root");

/**
 * Preloads, all at once, the scripts the prerendered page's route needs (listed by
 * scripts/prerender.mjs in #pm-modules), so that none waits for the one importing it.
 */
function preloadPageModules() {
  const list = document.getElementById("pm-modules")?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/** Loads the app and starts it. */
function boot(onHydrating?: () => void) {
  preloadPageModules();
  return import("./start").then((m) => m.start(onHydrating));
}

/** Runs `then` once, at the first of: idle after load (or 2 s after it), a press, a key, a focus. */
function whenIdleOrTouched(then: () => void) {
  const FIRST_INPUT = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, go, true);
    then();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, go, { capture: true, passive: true });
  const onLoad = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
}

/**
 * What starts the app on a prerendered page. From now until hydration begins, the buttons pressed
 * are remembered, to be pressed again, in order, once the page is live (links are left to the
 * browser, which follows them as it would without JavaScript, and a form's submit button to the
 * form); once hydration has begun, React replays a press itself.
 */
function hydration(): () => void {
  const pressed: HTMLButtonElement[] = [];
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && root?.contains(button) && button.type === "button") pressed.push(button);
  };
  document.addEventListener("click", remember, true);
  return () =>
    void boot(() => document.removeEventListener("click", remember, true)).then(() => {
      for (const button of pressed) if (button.isConnected) button.click();
    });
}

if (!root?.firstElementChild) {
  void boot();
} else if (root.dataset.hydrate === "idle") {
  whenIdleOrTouched(hydration());
} else if (document.visibilityState === "visible") {
  // After the next frame's paint; a hidden tab paints no frame, and starts at once.
  const start = hydration();
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  hydration()();
}
