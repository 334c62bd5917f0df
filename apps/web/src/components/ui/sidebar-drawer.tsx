import { VisuallyHidden } from "radix-ui";
import type * as React from "react";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";

/** The sidebar on a phone: a drawer, loaded the first time it opens (sidebar.tsx). */
export function SidebarDrawer({
  open,
  onOpenChange,
  label,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  width: string;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-mobile="true"
        aria-describedby={undefined}
        className="w-(--sidebar-width) max-w-[85vw] gap-0 border-sidebar-border bg-sidebar p-0 text-sidebar-foreground sm:max-w-none [&>button]:focus-visible:ring-accent"
        style={{ "--sidebar-width": width } as React.CSSProperties}
      >
        <VisuallyHidden.Root asChild>
          <SheetTitle>{label}</SheetTitle>
        </VisuallyHidden.Root>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
