// The icons a navigation entry may name (lucide's names). Features name them in their route
// declarations, which the main chunk reads; only the layouts, in the areas' chunks, import the
// icons themselves, so the public pages never load them.
import {
  BanknoteIcon,
  BarChart3Icon,
  BellIcon,
  BookOpenIcon,
  BriefcaseIcon,
  Building2Icon,
  ClipboardListIcon,
  CreditCardIcon,
  FileTextIcon,
  FlagIcon,
  GiftIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessageSquareIcon,
  PlugIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCogIcon,
  UserIcon,
  UserSearchIcon,
  UsersIcon,
} from "lucide-react";

export const NAV_ICONS = {
  banknote: BanknoteIcon,
  "bar-chart-3": BarChart3Icon,
  bell: BellIcon,
  "book-open": BookOpenIcon,
  briefcase: BriefcaseIcon,
  "building-2": Building2Icon,
  "clipboard-list": ClipboardListIcon,
  "credit-card": CreditCardIcon,
  "file-text": FileTextIcon,
  flag: FlagIcon,
  gift: GiftIcon,
  "layout-dashboard": LayoutDashboardIcon,
  "message-square": MessageSquareIcon,
  plug: PlugIcon,
  "scroll-text": ScrollTextIcon,
  settings: SettingsIcon,
  "shield-check": ShieldCheckIcon,
  "user-cog": UserCogIcon,
  user: UserIcon,
  "user-search": UserSearchIcon,
  users: UsersIcon,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
