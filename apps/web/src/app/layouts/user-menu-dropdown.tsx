import { LogOutIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
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
import type { UserMenuLink } from "./user-menu";

/** Signs out (landing on "/"); a failure keeps the user where they are. */
function useSignOutAndLeave() {
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

/** The account menu itself, loaded when its button is first used (user-menu.tsx). */
export function UserMenuDropdown({
  name,
  email,
  links,
  open,
  onOpenChange,
  focusFirstItem,
  children,
}: {
  name: string | undefined;
  email: string | undefined;
  links: UserMenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opened from the keyboard before the menu was here: Radix saw no key, so it would leave the
   * focus on the menu rather than move it to the first item, as it does when a key opens it.
   */
  focusFirstItem: boolean;
  /** What the button shows (the avatar). */
  children: ReactNode;
}) {
  const { leave, isPending } = useSignOutAndLeave();
  return (
    // Non-modal: a modal menu aria-hides the page while keeping it focusable (axe: aria-hidden-focus);
    // focus still moves into the menu, arrows navigate and Escape or a click outside closes it.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="avatar" aria-label="Menu da conta">
          {children}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-64"
        onFocus={
          focusFirstItem
            ? (event) => {
                if (event.target !== event.currentTarget) return;
                event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
              }
            : undefined
        }
      >
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
