import { cx } from "@/lib/utils";

/** The chevron mark and the name, as inline SVG and text. */
export function Wordmark({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={cx("inline-flex items-center gap-2 font-bold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={light ? "#ffffff22" : "var(--primary)"} />
        <path
          d="M9 20l7-7 7 7"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M9 13l7-7 7 7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity=".7"
        />
      </svg>
      <span className={light ? "text-white" : "text-foreground"}>Próxima Missão</span>
    </span>
  );
}
