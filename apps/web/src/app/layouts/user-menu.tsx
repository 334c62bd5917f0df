import type { LucideIcon } from "lucide-react";
import { LogOutIcon } from "lucide-react";
import { Link } from "react-router";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSignOut } from "@/lib/session";
import { toast } from "@/lib/toast";

export type UserMenuLink = { label: string; to: string; icon: LucideIcon };

/** Signs out (landing on "/"); a failure keeps the user where they are. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const leave = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error("Não foi possível sair. Tente novamente.");
    }
  };
  return { leave, isPending: signOut.isPending };
}

export function UserMenu({
  name,
  email,
  imageUrl,
  initialsOf = name,
  links,
}: {
  name: string | undefined;
  email: string | undefined;
  imageUrl?: string | null;
  /** Whose initials the fallback shows, when it is not the person (e.g. the company). */
  initialsOf?: string | undefined;
  links: UserMenuLink[];
}) {
  const { leave, isPending } = useSignOutAndLeave();
  return (
    // Non-modal: a modal menu aria-hides the page while keeping it focusable (axe: aria-hidden-focus);
    // focus still moves into the menu, arrows navigate and Escape or a click outside closes it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="avatar" aria-label="Menu da conta">
          <Avatar>
            {imageUrl && <AvatarImage src={imageUrl} alt="" />}
            <AvatarFallback>{initials(initialsOf)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex min-w-0 flex-col gap-0.5">
          <span className="truncate">{name ?? "Sua conta"}</span>
          {email && <span className="truncate font-normal text-muted-foreground text-xs">{email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {links.map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => void leave()}>
          <LogOutIcon aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
