import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PagedList, type PagedListProps } from "@/components/paged-list";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cx } from "@/lib/utils";

/** A console page: its title, what it is for, and its content. */
export function ConsolePage({
  title,
  description,
  narrow = false,
  children,
}: {
  title: string;
  description: ReactNode;
  /** A reading column (max-w-5xl) rather than the console's width. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx("mx-auto grid w-full gap-6 p-4 md:p-8", narrow ? "max-w-5xl" : "max-w-6xl")}>
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** The tabs that narrow a console list, kept in the address as `?param=value`. */
export function ConsoleTabs<V extends string>({
  param,
  value,
  tabs,
  children,
  className = "mt-4",
}: {
  param: string;
  value: V;
  tabs: readonly { value: V; label: string }[];
  children: ReactNode;
  className?: string;
}) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs value={value} onValueChange={(next) => setParams({ [param]: next }, { replace: true })}>
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} className={className}>
        {children}
      </TabsContent>
    </Tabs>
  );
}

/**
 * A console list: one block while it loads, the error with "Tentar novamente", the empty text in
 * a card, and the rows (each `row` a keyed <li>), then "Carregar mais" while there are more.
 */
export function ConsoleList<T>({
  error,
  hint,
  empty,
  skeleton = { rows: 1, row: "h-40 w-full" },
  row,
  ...props
}: Omit<PagedListProps<T>, "error" | "empty" | "skeleton" | "children"> & {
  error: string;
  hint?: string;
  empty: ReactNode;
  skeleton?: PagedListProps<T>["skeleton"];
  row: (item: T) => ReactNode;
}) {
  return (
    <PagedList
      {...props}
      skeleton={skeleton}
      error={{ message: error, hint }}
      empty={<Card className="p-8 text-center text-muted-foreground">{empty}</Card>}
    >
      {(items, more) => (
        <>
          <ul className="grid gap-2">{items.map(row)}</ul>
          {more}
        </>
      )}
    </PagedList>
  );
}
