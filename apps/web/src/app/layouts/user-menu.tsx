import type { LucideIcon } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/hooks/use-on-demand";

export type UserMenuLink = { label: string; to: string; icon: LucideIcon };

// The menu (Radix's, with its positioning and focus handling) only shows after a press: it loads
// then, not with every page of the area.
const loadDropdown = () => import("./user-menu-dropdown");

/** The keys that open a Radix menu from its button. */
const OPENING_KEYS = ["Enter", " ", "ArrowDown"];

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
  const dropdown = useOnDemand(loadDropdown);
  const [open, setOpen] = useState(false);
  const [openedByKey, setOpenedByKey] = useState(false);
  const avatar = (
    <Avatar>
      {imageUrl && <AvatarImage src={imageUrl} alt="" />}
      <AvatarFallback>{initials(initialsOf)}</AvatarFallback>
    </Avatar>
  );

  if (dropdown.module) {
    const { UserMenuDropdown } = dropdown.module;
    return (
      <UserMenuDropdown
        name={name}
        email={email}
        links={links}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setOpenedByKey(false);
        }}
        focusFirstItem={openedByKey}
      >
        {avatar}
      </UserMenuDropdown>
    );
  }

  // Until the menu is here: the same button, opening as Radix's does (on the press of the main
  // button, or Enter, Space or the down arrow), and asking for the menu as soon as it is pointed
  // at or focused.
  const openOnLoad = (byKey: boolean) => {
    setOpenedByKey(byKey);
    setOpen(true);
    dropdown.request();
  };
  return (
    <Button
      variant="ghost"
      size="avatar"
      aria-label="Menu da conta"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={dropdown.request}
      onFocus={dropdown.request}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes the focus.
        event.preventDefault();
        openOnLoad(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        openOnLoad(true);
      }}
    >
      {avatar}
    </Button>
  );
}
