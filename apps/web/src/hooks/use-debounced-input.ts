import { useEffect, useState } from "react";

const DEBOUNCE_MS = 300;

/** Text typed into a box, handed on once typing pauses. */
export function useDebouncedInput(value: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(value);
  // The URL changed elsewhere (clear filters, back button): the box follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    // Spaces at the ends are not a new value (the URL keeps the text trimmed).
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onCommit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return [text, setText] as const;
}
