import { MACRO_FIRST_NAME, SUPPORT_LIMITS, supportMacroSchema } from "@pm/shared/support";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareTextIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type SupportMacroInput, supportMacrosQuery, useDeleteSupportMacro, useSaveSupportMacro } from "./api";

interface Macro {
  id: string;
  title: string;
  body: string;
}

/** 'Respostas prontas': the team's macros, listed, written, changed and deleted in a side panel. */
export function SupportMacrosDialog() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="justify-self-start">
          <MessageSquareTextIcon aria-hidden="true" />
          Gerenciar respostas prontas
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
        <SheetHeader className="pr-12">
          <SheetTitle>Respostas prontas</SheetTitle>
          <SheetDescription>
            Textos que toda a equipe insere nas respostas. Escreva {MACRO_FIRST_NAME} onde vai o primeiro nome da
            pessoa.
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-6">
          <MacrosManager />
        </div>
      </SheetContent>
    </Sheet>
  );
}

function MacrosManager() {
  const macros = useQuery(supportMacrosQuery);
  // The macro being written: "new", the id of one of the list, or none.
  const [editing, setEditing] = useState<string | null>(null);

  if (macros.isPending) return <Skeleton className="h-40 w-full" />;
  if (macros.isError) {
    return <LoadError frame="plain" message="Erro ao carregar as respostas prontas" query={macros} />;
  }
  const list = macros.data.macros;
  return (
    <>
      {editing === "new" ? (
        <MacroForm macro={null} onDone={() => setEditing(null)} />
      ) : (
        <Button className="justify-self-start" onClick={() => setEditing("new")}>
          Nova resposta pronta
        </Button>
      )}
      {list.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma resposta pronta ainda.</p>
      ) : (
        <ul className="grid gap-3">
          {list.map((macro) =>
            editing === macro.id ? (
              <li key={macro.id}>
                <MacroForm macro={macro} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={macro.id} className="grid gap-2 rounded-lg border p-3 text-sm [overflow-wrap:anywhere]">
                <p className="font-semibold">{macro.title}</p>
                <p className="line-clamp-4 whitespace-pre-line text-muted-foreground">{macro.body}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Editar “${macro.title}”`}
                    onClick={() => setEditing(macro.id)}
                  >
                    Editar
                  </Button>
                  <DeleteMacro macro={macro} />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}

type MacroErrors = Partial<Record<keyof SupportMacroInput | "form", string>>;

/** The API's refusal: each issue under its field, the rest at the top of the form. */
function macroErrors(error: unknown): MacroErrors {
  if (!(error instanceof ApiRequestError)) return { form: errorMessage(error) };
  const found: MacroErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.split(".")[0];
    if (key === "title" || key === "body") found[key] ??= issue.message;
    else found.form ??= issue.message;
  }
  if (Object.keys(found).length === 0) found.form = error.message;
  return found;
}

function MacroForm({ macro, onDone }: { macro: Macro | null; onDone: () => void }) {
  const save = useSaveSupportMacro(macro?.id ?? null);
  const [title, setTitle] = useState(macro?.title ?? "");
  const [body, setBody] = useState(macro?.body ?? "");
  const [errors, setErrors] = useState<MacroErrors>({});
  const prefix = `support-macro-${macro?.id ?? "new"}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportMacroSchema.safeParse({ title, body });
    if (!parsed.success) {
      const next: MacroErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SupportMacroInput;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    try {
      const res = await save.mutateAsync(parsed.data);
      toast.success(res.message);
      onDone();
    } catch (failure) {
      setErrors(macroErrors(failure));
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={macro ? `Editar “${macro.title}”` : "Nova resposta pronta"}
      className="grid gap-3 rounded-lg border bg-muted/40 p-3"
    >
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
        >
          {errors.form}
        </p>
      ) : null}
      <FormField id={`${prefix}-title`} label="Título" error={errors.title} required>
        <Input
          id={`${prefix}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={SUPPORT_LIMITS.macroTitle}
          {...invalidProps(`${prefix}-title`, errors.title)}
        />
      </FormField>
      <FormField id={`${prefix}-body`} label="Texto" error={errors.body} required>
        <Textarea
          id={`${prefix}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={6}
          maxLength={SUPPORT_LIMITS.macroBody}
          placeholder={`Olá, ${MACRO_FIRST_NAME}! …`}
          {...invalidProps(`${prefix}-body`, errors.body)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Salvando..." : "Salvar"}
        </Button>
        <Button type="button" variant="outline" disabled={save.isPending} onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function DeleteMacro({ macro }: { macro: Macro }) {
  const remove = useDeleteSupportMacro();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Excluir “${macro.title}”`}>
          Excluir
        </Button>
      }
      title={`Excluir “${macro.title}”?`}
      description="A resposta pronta deixa de aparecer para toda a equipe. As respostas já enviadas não mudam."
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          const res = await remove.mutateAsync(macro.id);
          toast.success(res.message);
          setOpen(false);
        } catch (failure) {
          if (failure instanceof ApiRequestError && failure.status === 404) return setOpen(false);
          toast.error(errorMessage(failure, "Não foi possível excluir a resposta pronta."));
        }
      }}
    />
  );
}
