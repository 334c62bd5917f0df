import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { cx } from "@/lib/utils";

export interface Mentionable {
  id: string;
  name: string;
}

/** A name as the '@' list compares it: lower case, no accents. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether a letter or digit stands at the start of `text` (a name going on, not ending). */
const wordGoesOn = (text: string) => /^[\p{L}\p{N}]/u.test(text);

/** The members whose name starts with `query`, or has a word that does. */
export function filterMembers<M extends Mentionable>(members: M[], query: string): M[] {
  const q = fold(query.trimStart());
  if (!q) return members;
  return members.filter((m) => {
    const name = fold(m.name);
    return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
  });
}

/**
 * Where "@Nome" marks stand in `text`, each the longest of `names` written right after an '@' (so
 * '@Ana Paula' is Ana Paula, not Ana).
 */
function findMarks(text: string, names: string[]): { at: number; name: string }[] {
  const longestFirst = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  const marks: { at: number; name: string }[] = [];
  for (let i = text.indexOf("@"); i !== -1; i = text.indexOf("@", i + 1)) {
    const rest = text.slice(i + 1);
    const name = longestFirst.find((n) => rest.startsWith(n) && !wordGoesOn(rest.slice(n.length)));
    if (name) {
      marks.push({ at: i, name });
      i += name.length;
    }
  }
  return marks;
}

/**
 * The members a text mentions: each "@Nome" still in it. Where two members share a name, the one
 * chosen from the list counts; typed by hand, a name counts only when one member has it.
 */
export function mentionsIn(text: string, members: Mentionable[], chosen: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const mark of findMarks(
    text,
    members.map((m) => m.name),
  )) {
    const named = members.filter((m) => m.name === mark.name);
    const pick = named.find((m) => chosen.has(m.id)) ?? (named.length === 1 ? named[0] : undefined);
    if (pick) found.add(pick.id);
  }
  return [...found];
}

/** A note's text with its mentions ("@Nome") set apart. */
export function HighlightedMentions({ text, names }: { text: string; names: string[] }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { at, name } of findMarks(text, names)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <span key={at} className="box-decoration-clone rounded-sm bg-primary/10 px-0.5 font-medium text-primary">
        @{name}
      </span>,
    );
    from = at + name.length + 1;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}

/** The '@…' being typed just before the caret: where its '@' is and what follows it. */
function mentionAt(text: string, caret: number): { at: number; query: string } | null {
  const match = /(?:^|\s)@([^@\n]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? "";
  return { at: caret - query.length - 1, query };
}

type TextareaProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "role">;

/**
 * A textarea where typing '@' opens the list of `members` filtered by what follows it (an ARIA
 * combobox: arrows move through the list, Enter or Tab chooses, Escape closes it). Choosing writes
 * "@Nome " in place of what was typed and reports the member through `onMention`.
 */
export function MentionTextarea({
  value,
  onValueChange,
  members,
  onMention,
  className,
  ref: outerRef,
  ...props
}: TextareaProps & {
  value: string;
  onValueChange: (value: string) => void;
  members: Mentionable[];
  onMention: (member: Mentionable) => void;
}) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  /** The '@' whose list was closed (by Escape or by choosing): it stays closed until another '@'. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const caretAfterChoice = useRef<number | null>(null);

  const typing = focused ? mentionAt(value, caret) : null;
  const options = typing && typing.at !== closedAt ? filterMembers(members, typing.query).slice(0, 8) : [];
  const open = options.length > 0;
  const current = open ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  // After choosing, the caret goes right after the inserted "@Nome ".
  useLayoutEffect(() => {
    const at = caretAfterChoice.current;
    if (at === null || !ref.current) return;
    caretAfterChoice.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(at, at);
  });

  const choose = (member: Mentionable) => {
    if (!typing) return;
    const inserted = `@${member.name} `;
    const next = value.slice(0, typing.at) + inserted + value.slice(caret);
    const at = typing.at + inserted.length;
    caretAfterChoice.current = at;
    setCaret(at);
    setClosedAt(typing.at);
    onValueChange(next);
    onMention(member);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && typing) {
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (step !== 0) {
        event.preventDefault();
        setActive((current + step + options.length) % options.length);
        return;
      }
      if ((event.key === "Enter" && !event.shiftKey) || event.key === "Tab") {
        const member = options[current];
        if (member) {
          event.preventDefault();
          choose(member);
          return;
        }
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setClosedAt(typing.at);
        return;
      }
    }
    props.onKeyDown?.(event);
  };

  return (
    <div className="relative">
      <textarea
        {...props}
        ref={(element) => {
          ref.current = element;
          if (typeof outerRef === "function") outerRef(element);
          else if (outerRef) outerRef.current = element;
        }}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(current) : undefined}
        className={cx(TEXTAREA_CLASS, className)}
        onChange={(event) => {
          const text = event.target.value;
          const at = event.target.selectionStart ?? text.length;
          setCaret(at);
          setActive(0);
          // A new '@' opens the list again, wherever an earlier one was closed.
          if (text[at - 1] === "@") setClosedAt(null);
          onValueChange(text);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? value.length)}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          setFocused(true);
          props.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          props.onBlur?.(event);
        }}
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Membros da equipe"
          className="absolute inset-x-0 top-full z-10 mt-1 grid max-h-56 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((member, i) => (
            <div
              key={member.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === current}
              // Chosen on press, so the textarea keeps the focus (the keyboard reaches the list through it).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
              onMouseEnter={() => setActive(i)}
              className={cx(
                "cursor-pointer truncate rounded-sm px-2 py-1.5 text-sm",
                i === current && "bg-muted text-foreground",
              )}
            >
              {member.name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
