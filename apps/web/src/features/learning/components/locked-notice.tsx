import { learningMessages as m } from "@pm/shared/learning";
import { href } from "@pm/shared/pages";
import { LockIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Content behind the Premium plan: says so and links to the plans. `heading` is its title's level. */
export function LockedNotice({ heading: Heading = "h2" }: { heading?: "h1" | "h2" }) {
  return (
    <Card className="flex flex-col gap-3 border-warning/50 bg-warning/5 p-5 sm:flex-row sm:items-center">
      <LockIcon className="size-8 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <Heading className="font-semibold text-lg">{m.locked}</Heading>
        <p className="text-muted-foreground text-sm">{m.lockedHint}</p>
      </div>
      <Button asChild>
        <Link to={href("militaryPayments")}>{m.seePlans}</Link>
      </Button>
    </Card>
  );
}
