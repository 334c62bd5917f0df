import { NOTE_EDIT_MINUTES, NOTE_MAX_LENGTH, type NoteInput, noteSchema, type TeamNote } from "@pm/shared/teamwork";
import { useQuery } from "@tanstack/react-query";
import { Loader2Icon, LockIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { notesQuery, useAddNote, useDeleteNote, useEditNote } from "./api";
import { HighlightedMentions, type Mentionable, MentionTextarea, mentionsIn } from "./mentions";

const count = (n: number) => n.toLocaleString("pt-BR");

/** "27/11/2026 às 14:05", a moment's full reading for its tooltip. */
const fullMoment = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" }).replace(", ", " às ");

/**
 * A note being written or edited: the text with its '@' list, the counter and the button. The note
 * is checked here first (blank, too long); the API's refusal shows in the same place.
 */
function NoteForm({
  label,
  members,
  initialBody = "",
  initialMentions = [],
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  members: Mentionable[];
  initialBody?: string;
  initialMentions?: string[];
  submitLabel: string;
  pending: boolean;
  onSave: (note: NoteInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initialMentions));
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const over = body.length > NOTE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteSchema.safeParse({ body, mentions: mentionsIn(body, members, chosen).slice(0, 20) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Confira a nota.");
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      await onSave(parsed.data);
      setBody("");
      setChosen(new Set());
    } catch (failure) {
      setError(errorMessage(failure));
      field.current?.focus();
    }
  };

  const describedBy = [`${id}-contador`, error ? `${id}-erro` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id} className={onCancel ? "sr-only" : undefined}>
        {label}
      </Label>
      <MentionTextarea
        ref={field}
        id={id}
        rows={3}
        value={body}
        onValueChange={(next) => {
          setBody(next);
          if (error) setError(null);
        }}
        members={members}
        onMention={(member) => setChosen((all) => new Set(all).add(member.id))}
        placeholder="Escreva uma nota para a equipe. Use @ para mencionar alguém."
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-20 resize-y"
      />
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-contador`}
          className={cx("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          <span className="sr-only">Caracteres: </span>
          {count(body.length)}/{count(NOTE_MAX_LENGTH)}
        </p>
        <div className="flex flex-wrap gap-2">
          {onCancel ? (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function NoteItem({ applicationId, note, members }: { applicationId: string; note: TeamNote; members: Mentionable[] }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditNote(applicationId);
  const remove = useDeleteNote(applicationId);
  const edited = note.updatedAt !== note.createdAt;

  const confirmDelete = () =>
    remove.mutate(note.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <li className="grid gap-1.5 rounded-lg border bg-card p-3" data-testid="team-note">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="min-w-0 font-medium text-sm wrap-anywhere">{note.author.name}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={note.createdAt} title={fullMoment(note.createdAt)}>
            {relativeDate(note.createdAt)}
          </time>
          {edited ? " · editada" : null}
        </span>
      </div>
      {editing ? (
        <NoteForm
          label="Editar nota"
          members={members}
          initialBody={note.body}
          initialMentions={note.mentions.flatMap((m) => (m.id ? [m.id] : []))}
          submitLabel="Salvar"
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            const answer = await edit.mutateAsync({ ...input, noteId: note.id });
            toast.success(answer.message);
            setEditing(false);
          }}
        />
      ) : (
        <p className="whitespace-pre-wrap text-sm wrap-anywhere">
          <HighlightedMentions text={note.body} names={note.mentions.map((m) => m.name)} />
        </p>
      )}
      {note.editable && !editing ? (
        <div className="-ml-2 flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Editar<span className="sr-only"> nota</span>
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Excluir<span className="sr-only"> nota</span>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        title="Excluir nota?"
        description="A nota deixa de aparecer para a equipe e no histórico da candidatura. Esta ação não pode ser desfeita."
        cancelLabel="Cancelar"
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        destructive
        onConfirm={confirmDelete}
      />
    </li>
  );
}

/**
 * 'Notas da equipe': what the team wrote about the candidate, oldest first, and a box for a new
 * note. Seen only by the company's team.
 */
export function NotesSection({ applicationId }: { applicationId: string }) {
  const notes = useQuery(notesQuery(applicationId));
  const { data: me } = useQuery(meQuery);
  const add = useAddNote(applicationId);
  // No one mentions himself: the list offers the rest of the team.
  const members = (notes.data?.members ?? []).filter((m) => m.id !== me?.id);

  return (
    <Section variant="divided" title="Notas da equipe">
      <p className="flex items-start gap-1.5 text-muted-foreground text-xs">
        <LockIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        Só a equipe da sua empresa vê estas notas; o candidato não tem acesso a elas.
      </p>
      {notes.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Carregando notas...
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : notes.isError ? (
        <LoadError frame="plain" message="Erro ao carregar as notas da equipe" query={notes} />
      ) : (
        <>
          {notes.data.notes.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhuma nota ainda.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Notas">
              {notes.data.notes.map((note) => (
                <NoteItem key={note.id} applicationId={applicationId} note={note} members={members} />
              ))}
            </ul>
          )}
          <NoteForm
            label="Nova nota"
            members={members}
            submitLabel="Salvar nota"
            pending={add.isPending}
            onSave={async (input) => {
              const answer = await add.mutateAsync(input);
              toast.success(answer.message);
            }}
          />
          <p className="text-muted-foreground text-xs">
            Você pode editar ou excluir uma nota sua por até {NOTE_EDIT_MINUTES} minutos depois de salvá-la.
          </p>
        </>
      )}
    </Section>
  );
}
