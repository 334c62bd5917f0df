// The layouts' menus, built from the features' navigation entries (features.ts). Only the layouts,
// in the areas' chunks, read this module, so the icons load with the areas.
import type { CompanyRole } from "@pm/shared/company-roles";
import { href } from "@pm/shared/pages";
import type { LucideIcon } from "lucide-react";
import type { NavArea, NavBadge, NavMenu, NavSection } from "@/lib/feature-routes";
import { NAV_ICONS } from "@/lib/nav-icons";
import { AREA_ROOTS, companyPageRoles, navIn } from "./features";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active on its own path only: the area's root, which every other page lies below. */
  end: boolean;
  badge?: NavBadge;
  /** In the company area, the team roles its page opens to: the menus show it to them only. */
  roles?: readonly CompanyRole[];
}

/** The entries a member of the company's team in `role` may open. */
export function forRole(items: readonly NavItem[], role: CompanyRole | null | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role != null && item.roles.includes(role)));
}

/** The entries of one of an area's menus (of one section of it, if given), in their order. */
export function navItems<A extends NavArea>(area: A, menu: NavMenu, section?: NavSection<A>): NavItem[] {
  return navIn(area)
    .filter((entry) => entry.menus.includes(menu) && (section === undefined || entry.section === section))
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      label: entry.label,
      to: href(entry.page),
      icon: NAV_ICONS[entry.icon],
      end: entry.page === AREA_ROOTS[area],
      ...(entry.badge ? { badge: entry.badge } : {}),
      ...(area === "company" ? { roles: entry.roles ?? companyPageRoles(entry.page) } : {}),
    }));
}
