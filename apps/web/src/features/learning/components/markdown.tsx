// A learning path's Markdown, rendered safely: no raw HTML (skipped), no images, and a link's
// text without the link (the content names sites in its words); headings, lists, tables and the
// callouts the content uses (`> [!DICA]`, `> [!ATENCAO]`, `> [!IMPORTANTE]`).
import { AlertTriangleIcon, InfoIcon, LightbulbIcon, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

const CALLOUTS: Record<string, { title: string; icon: LucideIcon; className: string }> = {
  dica: { title: "Dica", icon: LightbulbIcon, className: "border-primary/40 bg-primary/5" },
  atencao: { title: "Atenção", icon: AlertTriangleIcon, className: "border-warning/50 bg-warning/5" },
  importante: { title: "Importante", icon: InfoIcon, className: "border-foreground/30 bg-muted/60" },
};

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, string> };
}

/** Marks a blockquote that opens with [!DICA] (or another callout) and drops the marker. */
function remarkCallouts() {
  const walk = (node: MdNode) => {
    if (node.type === "blockquote") {
      const first = node.children?.[0];
      const text = first?.type === "paragraph" ? first.children?.[0] : undefined;
      const match = text?.type === "text" ? text.value?.match(/^\[!(DICA|ATENCAO|IMPORTANTE)\]\s*/i) : null;
      if (text && match) {
        text.value = text.value?.slice(match[0].length);
        node.data = { ...node.data, hProperties: { "data-callout": (match[1] ?? "").toLowerCase() } };
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  return (tree: MdNode) => walk(tree);
}

function Blockquote({ node: _node, children, ...props }: ComponentProps<"blockquote"> & { node?: unknown }) {
  const kind = (props as Record<string, unknown>)["data-callout"];
  const callout = typeof kind === "string" ? CALLOUTS[kind] : undefined;
  if (!callout) {
    return <blockquote className="border-l-4 pl-4 text-muted-foreground italic">{children}</blockquote>;
  }
  const Icon = callout.icon;
  return (
    <div
      role="note"
      className={cn("grid gap-1 rounded-lg border-l-4 p-4", callout.className)}
      aria-label={callout.title}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-4" aria-hidden="true" />
        {callout.title}
      </p>
      <div className="grid gap-2 [&>p:first-child:empty]:hidden">{children}</div>
    </div>
  );
}

const components: Components = {
  h1: ({ node: _n, ...p }) => <h2 className="mt-6 font-semibold text-xl" {...p} />,
  h2: ({ node: _n, ...p }) => <h2 className="mt-6 font-semibold text-xl tracking-tight" {...p} />,
  h3: ({ node: _n, ...p }) => <h3 className="mt-4 font-semibold text-lg" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-3 font-semibold" {...p} />,
  p: ({ node: _n, ...p }) => <p className="leading-7" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="grid list-disc gap-1 pl-6 leading-7" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="grid list-decimal gap-1 pl-6 leading-7" {...p} />,
  table: ({ node: _n, ...p }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...p} />
    </div>
  ),
  th: ({ node: _n, ...p }) => <th className="border-b bg-muted/50 px-3 py-2 text-left font-semibold" {...p} />,
  td: ({ node: _n, ...p }) => <td className="border-b px-3 py-2 align-top" {...p} />,
  blockquote: Blockquote,
  hr: () => <hr className="my-2" />,
  img: () => null,
  a: ({ children }) => <span>{children}</span>,
};

export function LearningMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("grid gap-4 text-base", className)}>
      <Markdown remarkPlugins={[remarkGfm, remarkCallouts]} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
