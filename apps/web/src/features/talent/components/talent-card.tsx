import {
  AVAILABILITY_LABELS,
  choiceLabel,
  MILITARY_BRANCH_LABELS,
  RANK_LABELS,
} from "@pm/shared/profile.military-options";
import { talentSearchMessages as m } from "@pm/shared/talent";
import { BriefcaseIcon, CalendarClockIcon, MapPinIcon } from "lucide-react";
import { TagList } from "@/components/tag-list";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import type { TalentCard as Talent } from "../api";

/** A result: name, força and posto, especialidades, civil occupations, city and availability. */
export function TalentCard({ talent, onOpen }: { talent: Talent; onOpen: (id: string) => void }) {
  const service = [choiceLabel(MILITARY_BRANCH_LABELS, talent.militaryBranch), choiceLabel(RANK_LABELS, talent.rank)]
    .filter(Boolean)
    .join(" · ");
  const place = [talent.city, talent.state].filter(Boolean).join(" - ");
  const availability = choiceLabel(AVAILABILITY_LABELS, talent.availability);
  const headingId = `talento-${talent.userId}`;
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-card p-4" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <Avatar className="size-11">
          {talent.avatarUrl ? <AvatarImage src={talent.avatarUrl} alt="" /> : null}
          <AvatarFallback>{initials(talent.fullName)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="font-semibold wrap-anywhere">
            {talent.fullName}
          </h3>
          {service ? <p className="text-muted-foreground text-sm">{service}</p> : null}
        </div>
      </div>
      {talent.specialties.length > 0 ? <TagList items={talent.specialties.slice(0, 4)} label="Especialidades" /> : null}
      {talent.occupations.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground text-xs">Ocupações civis</p>
          <ul className="grid gap-0.5">
            {talent.occupations.map((o) => (
              <li key={o.code} className="flex items-start gap-1.5">
                <BriefcaseIcon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="wrap-anywhere">
                  {o.title}
                  {o.confirmed ? <span className="text-muted-foreground"> · confirmada</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        {place ? (
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="size-3.5" aria-hidden="true" />
            {place}
          </span>
        ) : null}
        {availability ? (
          <span className="inline-flex items-center gap-1">
            <CalendarClockIcon className="size-3.5" aria-hidden="true" />
            Disponibilidade: {availability}
          </span>
        ) : null}
      </div>
      <Button variant="outline" className="justify-self-start" onClick={() => onOpen(talent.userId)}>
        {m.viewProfile}
        <span className="sr-only"> de {talent.fullName}</span>
      </Button>
    </li>
  );
}
