import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/** The company's navigation as a drawer on a phone, loaded when its button is first used (company-layout.tsx). */
export function CompanyMobileNav({
  open,
  onOpenChange,
  button,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, as the layout draws it. */
  button: ComponentProps<typeof Button>;
  /** The navigation the drawer holds. */
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button {...button} />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 gap-0 p-0" aria-describedby={undefined}>
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
