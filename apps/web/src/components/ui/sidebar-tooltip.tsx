import type * as React from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A collapsed sidebar's label beside a link's icon, loaded the first time the sidebar collapses
 * (sidebar.tsx). Its own provider: the sidebar no longer wraps everything in one.
 */
export function SidebarTooltip({
  label,
  show,
  children,
}: {
  label: string;
  /** Whether the label shows: only while the sidebar is collapsed. */
  show: boolean;
  children: React.ReactNode;
}) {
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        {show && (
          <TooltipContent side="right" align="center">
            {label}
          </TooltipContent>
        )}
      </Tooltip>
    </TooltipProvider>
  );
}
