import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { type CommunityAuthor, hasTransitioned } from "../api";

/** An erased account's posts stay, without a name (decision 040). */
export const FORMER_MEMBER = "Ex-membro";

/** Who signs the answers the platform's operators write from the console: no member's account. */
export const TEAM_AUTHOR = "Equipe Próxima Missão";

/**
 * The name a post is signed with. An answer with no author is either the team's (written from the
 * console, `byOperator`) or an erased member's: only the second is an 'Ex-membro'.
 */
export const authorNameOf = (author: CommunityAuthor | null, byOperator = false) =>
  author?.name ?? (byOperator ? TEAM_AUTHOR : FORMER_MEMBER);

/**
 * Who wrote a post and when: the name ('Equipe Próxima Missão' for the team's answers), the
 * service line he chose to show ('Exército · 3º Sargento'), 'Já fiz a transição' for a member
 * hired through the platform or confirmed as a veteran, and how long ago.
 */
export function AuthorLine({
  author,
  at,
  byOperator = false,
}: {
  author: CommunityAuthor | null;
  at: string;
  /** The team wrote it from the console. */
  byOperator?: boolean;
}) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
      <span className="font-medium text-foreground wrap-anywhere">{authorNameOf(author, byOperator)}</span>
      {author?.service ? <span className="wrap-anywhere">{author.service}</span> : null}
      {hasTransitioned(author) ? <Badge variant="accent">Já fiz a transição</Badge> : null}
      <span aria-hidden="true">·</span>
      <RelativeTime iso={at} />
    </p>
  );
}
