import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The centered card that closes a payment: an icon, a heading, what it means, and what to do next. */
export function ResultCard({
  icon: Icon,
  iconClassName,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-secondary p-6">
      <Card padding="xl" className="w-full max-w-md text-center">
        <Icon className={`mx-auto mb-4 size-14 ${iconClassName}`} aria-hidden="true" />
        <h1 className="mb-2 font-bold text-2xl">{title}</h1>
        <div className="mb-6">{children}</div>
        <div className="grid gap-2">{actions}</div>
      </Card>
    </main>
  );
}
