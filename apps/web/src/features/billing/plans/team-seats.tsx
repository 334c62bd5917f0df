import { href } from "@pm/shared/pages";
import { Users } from "lucide-react";
import { Link } from "react-router";

/** Members of the team, pending invitations included, and the plan's limit (null: no limit). */
export interface Seats {
  used: number;
  limit: number | null;
}

/** "Equipe: 3 de 5 membros (contando convites pendentes)". */
export function teamSeatsText({ used, limit }: Seats): string {
  if (limit !== null) return `Equipe: ${used} de ${limit} membros (contando convites pendentes)`;
  return `Equipe: ${used} ${used === 1 ? "membro" : "membros"} (contando convites pendentes), membros ilimitados`;
}

/** Where the team is managed: members removed, invitations cancelled. */
export function ManageTeamLink() {
  return (
    <Link
      to={href("companyTeam")}
      className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
    >
      Gerenciar equipe
    </Link>
  );
}

/** The team's use of the plan's seats, with the way to the team page. */
export function TeamSeats({ seats }: { seats: Seats }) {
  return (
    <div className="flex items-start gap-2 border-t pt-3 text-sm">
      <Users className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <span>{teamSeatsText(seats)}</span>
        <ManageTeamLink />
      </p>
    </div>
  );
}
