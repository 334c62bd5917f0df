import { PanelLeftIcon } from "lucide-react";
import { Slot } from "radix-ui";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-mobile";
import { useOnDemand } from "@/hooks/use-on-demand";
import { ownClasses } from "@/lib/own-classes";
import type { SidebarTooltip } from "./sidebar-tooltip";

// A trimmed shadcn/ui Sidebar: left side, "icon" collapse only, drawer on mobile.
const SIDEBAR_COOKIE_NAME = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_MOBILE = "18rem";
const SIDEBAR_WIDTH_ICON = "3rem";
const SIDEBAR_KEYBOARD_SHORTCUT = "b";

// The drawer (a Radix dialog) only opens on a phone, and the links' tooltips only show once the
// sidebar collapses: each loads then, not with every page.
const loadDrawer = () => import("./sidebar-drawer").then((m) => m.SidebarDrawer);
const loadTooltip = () => import("./sidebar-tooltip").then((m) => m.SidebarTooltip);

type SidebarContextValue = {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The links' tooltip, once the sidebar has collapsed. */
  Tooltip: typeof SidebarTooltip | null;
};

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

function readSidebarCookie(): boolean | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE_NAME}=(true|false)`));
  return match ? match[1] === "true" : undefined;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = React.useState(false);
  // The cookie wins over the default so the sidebar comes back the way the user left it.
  const [open, setOpenState] = React.useState(() => readSidebarCookie() ?? defaultOpen);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const tooltip = useOnDemand(loadTooltip);
  const requestTooltip = tooltip.request;
  React.useEffect(() => {
    if (!open && !isMobile) requestTooltip();
  }, [open, isMobile, requestTooltip]);

  const state = open ? "expanded" : "collapsed";
  const Tooltip = tooltip.module;
  const value = React.useMemo<SidebarContextValue>(
    () => ({ state, open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar, Tooltip }),
    [state, open, setOpen, openMobile, isMobile, toggleSidebar, Tooltip],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            "--sidebar-width": SIDEBAR_WIDTH,
            "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
            ...style,
          } as React.CSSProperties
        }
        className={ownClasses("group/sidebar-wrapper flex min-h-svh w-full", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({
  className,
  children,
  label = "Menu lateral",
  ...props
}: React.ComponentProps<"div"> & { label?: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const drawer = useOnDemand(loadDrawer);
  const requestDrawer = drawer.request;
  React.useEffect(() => {
    if (isMobile && openMobile) requestDrawer();
  }, [isMobile, openMobile, requestDrawer]);

  if (isMobile) {
    // Closed, the drawer shows nothing: until it first opens, nothing is all there is to draw.
    const Drawer = drawer.module;
    return Drawer ? (
      <Drawer open={openMobile} onOpenChange={setOpenMobile} label={label} width={SIDEBAR_WIDTH_MOBILE}>
        {children}
      </Drawer>
    ) : null;
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
      data-slot="sidebar"
    >
      {/* Reserves the sidebar's width in the flow, since the panel itself is fixed. */}
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none" />
      <aside
        aria-label={label}
        className={ownClasses(
          "fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-sidebar-border border-r bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none",
          className,
        )}
        {...props}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      aria-label="Alternar menu lateral"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      className={className}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-inset"
      className={ownClasses("relative flex min-w-0 flex-1 flex-col bg-background", className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={ownClasses("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-footer"
      className={ownClasses("mt-auto flex flex-col gap-2 border-sidebar-border border-t p-2", className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={ownClasses(
        "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-group"
      className={ownClasses("relative flex w-full min-w-0 flex-col p-2", className)}
      {...props}
    />
  );
}

export function SidebarGroupLabel({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={ownClasses(
        "flex h-8 shrink-0 items-center rounded-md px-2 font-medium text-sidebar-muted text-xs uppercase tracking-wide transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<"ul">) {
  return (
    <ul data-slot="sidebar-menu" className={ownClasses("flex w-full min-w-0 flex-col gap-1", className)} {...props} />
  );
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={ownClasses("relative", className)} {...props} />;
}

export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ref,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean; tooltip?: string }) {
  const Comp = asChild ? Slot.Root : "button";
  const { isMobile, state, Tooltip } = useSidebar();
  const wrapped = Boolean(tooltip && Tooltip);
  const element = React.useRef<HTMLElement | null>(null);
  const refocus = React.useRef(false);
  const lastWrapped = React.useRef(wrapped);
  // When the tooltip arrives the link moves into its trigger, a new element: if the old one had
  // the focus (Ctrl+B pressed on a link), the new one takes it back. Read before the old one goes.
  if (lastWrapped.current !== wrapped) {
    lastWrapped.current = wrapped;
    refocus.current = element.current !== null && element.current === document.activeElement;
  }
  React.useLayoutEffect(() => {
    if (wrapped && refocus.current) {
      refocus.current = false;
      element.current?.focus();
    }
  }, [wrapped]);
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      className={ownClasses(
        // The active page is marked by aria-current (set by NavLink), so style and semantics cannot drift apart.
        "flex h-9 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-none transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-accent aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0 aria-[current=page]:[&>svg]:text-accent",
        className,
      )}
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        element.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
  if (!tooltip || !Tooltip) return button;
  // Wrapped from then on, so toggling does not remount the focused element; the label only shows when it is hidden.
  return (
    <Tooltip label={tooltip} show={state === "collapsed" && !isMobile}>
      {button}
    </Tooltip>
  );
}
