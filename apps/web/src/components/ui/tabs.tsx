import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ComponentProps as Props,
  useContext,
  useId,
  useState,
} from "react";
import { cx } from "@/lib/utils";

// Tabs as WAI-ARIA describes them (tablist, tab, tabpanel), drawn and driven as Radix's Tabs were,
// without Radix: /auth shows them at once, and Radix's roving focus, presence and their helpers
// weighed about 9 KB on that page. A tab is selected by a press (mouse down, as Radix does), by
// Enter or Space, or by moving the focus onto it: the arrow keys move it along the list (wrapping
// around), Home and End to the first and last tab; only the selected tab is in the Tab order.

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`\`${part}\` must be used within \`Tabs\``);
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<Props<"div">, "defaultValue"> & {
  /** The selected tab, when the caller keeps it (in the address, in its state). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-slot="tabs" data-orientation="horizontal" className={cx("flex flex-col gap-4", className)} {...props} />
    </TabsContext>
  );
}

/** Where each key moves the focus among `count` tabs from the one at `at`; undefined for other keys. */
function targetOf(key: string, at: number, count: number): number | undefined {
  switch (key) {
    case "ArrowLeft":
      return (at - 1 + count) % count;
    case "ArrowRight":
      return (at + 1) % count;
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    default:
      return undefined;
  }
}

export function TabsList({ className, onKeyDown, ...props }: Props<"div">) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    const target = at < 0 ? undefined : targetOf(event.key, at, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    // Focusing a tab selects it (the tab's onFocus).
    tabs[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cx(
        "inline-flex h-10 w-full items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  disabled = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Props<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      disabled={disabled}
      id={triggerId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cx(
        "inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-foreground/70 transition-all focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // The main button selects, as it presses; any other keeps the focus where it was.
        if (!disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.select(value);
        } else {
          event.preventDefault();
        }
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || event.target !== event.currentTarget) return;
        if (event.key === " " || event.key === "Enter") tabs.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !selected && !disabled) tabs.select(value);
      }}
    />
  );
}

/** A tab's panel: drawn (hidden and empty) for every tab, filled for the selected one. */
export function TabsContent({ className, value, children, ...props }: Props<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  const selected = value === tabs.value;
  return (
    <div
      role="tabpanel"
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel follows its tab in the Tab order, as WAI-ARIA's tabs pattern (and Radix) have it.
      tabIndex={0}
      data-slot="tabs-content"
      className={cx("outline-none", className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
