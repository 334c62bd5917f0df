import { useEffect, useState } from "react";
import { useLeavingPage } from "./use-leaving-page";

const DEBOUNCE_MS = 300;

/**
 * Text typed into a box, handed on once typing pauses. What is still waiting is dropped when the
 * box goes away, and as soon as a navigation to another page begins: the router keeps this page
 * on screen while the next one loads, and a late commit would bring the person back here.
 */
export function useDebouncedInput(value: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(value);
  const leaving = useLeavingPage();
  // The URL changed elsewhere (clear filters, back button): the box follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    // Spaces at the ends are not a new value (the URL keeps the text trimmed).
    if (leaving || text.trim() === value.trim()) return;
    const timer = setTimeout(() => onCommit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit, leaving]);
  return [text, setText] as const;
}
