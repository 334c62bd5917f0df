import { maskPhone } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import { type ResumeContent, type ResumeSectionKey, resumeCompleteness, resumeMessages } from "@pm/shared/resumes";
import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, SaveIcon } from "lucide-react";
import { useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { ResumeDocumentView } from "@/components/resume-document";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type ResumeView, resumeQuery, useDownloadResumePdf, useSaveResume } from "./api";
import {
  CoursesSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  LinkSection,
  MoreSection,
  ObjectiveSection,
  type ResumeForm,
  SummarySection,
} from "./components/resume-sections";
import { ResumeShareCard } from "./components/resume-share-card";
import { ResumeSourceCard } from "./components/resume-source-card";
import { contentOf, formErrors, formValues, type ResumeFormValues, resumeResolver } from "./resume-form";

/** Where each section's card is, for the meter's links to what is missing. */
const SECTION_ANCHOR: Record<ResumeSectionKey, string> = {
  objective: "cv-secao-objective",
  summary: "cv-secao-summary",
  experiences: "cv-secao-experiences",
  education: "cv-secao-education",
  courses: "cv-secao-courses",
  languages: "cv-secao-languages",
  cnh: "cv-secao-more",
  reservist: "cv-secao-more",
  availability: "cv-secao-more",
};

function CompletenessMeter({ percent, missing }: ReturnType<typeof resumeCompleteness>) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="cv-meter-label" className="font-medium">
          Currículo {percent}% completo
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="cv-meter-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {missing.length > 0 ? (
        <ul aria-label="O que falta" className="grid gap-1 text-sm">
          {missing.map((m) => (
            <li key={m.key}>
              <a href={`#${SECTION_ANCHOR[m.key]}`} className="underline-offset-4 hover:underline">
                {m.message}
              </a>
              {m.required ? <span className="text-destructive"> (obrigatório)</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-success">Todas as seções estão preenchidas.</p>
      )}
    </div>
  );
}

function ResumeEditor({ view }: { view: ResumeView }) {
  const form = useForm<ResumeFormValues, unknown, ResumeContent>({
    resolver: resumeResolver,
    defaultValues: formValues(view.content),
  });
  const save = useSaveResume();
  const pdf = useDownloadResumePdf();
  const saving = useRef(false);
  const watched = useWatch({ control: form.control }) as ResumeFormValues;
  const content = contentOf(watched);
  const completeness = resumeCompleteness({ content, certificates: view.certificates.length });
  const { isDirty, isSubmitting } = form.formState;

  /** Saves what the form holds; resolves whether it was saved. */
  const saveNow = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (input) => {
          if (saving.current) return resolve(false);
          saving.current = true;
          try {
            const saved = await save.mutateAsync(input);
            form.reset(formValues(saved.content));
            toast.success(resumeMessages.saved);
            resolve(true);
          } catch (error) {
            if (error instanceof ApiRequestError && error.issues.length > 0) {
              const errors = formErrors(error.issues.map((i) => ({ path: i.path.split("."), message: i.message })));
              for (const [name, value] of flatErrors(errors)) form.setError(name, value);
            }
            toast.error(errorMessage(error, resumeMessages.saveError));
            resolve(false);
          } finally {
            saving.current = false;
          }
        },
        () => {
          toast.error("Verifique os campos destacados e tente novamente.");
          resolve(false);
        },
      )();
    });

  const downloadPdf = async () => {
    // The PDF is made from the saved CV: what is on screen is saved first.
    if (isDirty && !(await saveNow())) return;
    try {
      await pdf.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const busy = isSubmitting || save.isPending;
  const leaving = useUnsavedChanges(isDirty && !busy);
  const actions = (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button type="submit" form="cv-form" disabled={busy}>
        <SaveIcon aria-hidden="true" />
        {busy ? "Salvando..." : "Salvar currículo"}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={!completeness.ready || busy || pdf.isPending}
        aria-describedby={completeness.ready ? undefined : "cv-pdf-hint"}
        onClick={downloadPdf}
      >
        <DownloadIcon aria-hidden="true" />
        {pdf.isPending ? "Gerando PDF..." : "Baixar PDF"}
      </Button>
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 md:p-8">
      <PageHeader
        title="Meu currículo"
        description="Sua experiência militar em palavras de quem contrata. As empresas recebem este currículo com cada candidatura."
      />
      <Card className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <CompletenessMeter {...completeness} />
        <div className="grid gap-2">
          {actions}
          {completeness.ready ? null : (
            <p id="cv-pdf-hint" className="text-muted-foreground text-xs">
              {resumeMessages.incomplete}.
            </p>
          )}
          {view.saved ? null : (
            <p className="text-muted-foreground text-xs">
              Este é um rascunho feito a partir do seu perfil. Revise e salve.
            </p>
          )}
        </div>
      </Card>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <form
          id="cv-form"
          noValidate
          aria-busy={busy}
          className="grid content-start gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void saveNow();
          }}
        >
          <Section id="cv-secao-header" title="Cabeçalho" description="Nome, cidade e contato vêm do seu perfil.">
            <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">Nome</dt>
              <dd className="wrap-anywhere">{view.header.fullName}</dd>
              <dt className="text-muted-foreground">Cidade</dt>
              <dd>{[view.header.city, view.header.state].filter(Boolean).join("/") || "Não informada"}</dd>
              <dt className="text-muted-foreground">Contato</dt>
              <dd className="wrap-anywhere">
                {[view.header.phone ? maskPhone(view.header.phone) : "", view.header.email].filter(Boolean).join(" · ")}
                <span className="block text-muted-foreground text-xs">
                  As empresas só veem seu telefone e e-mail depois que você se candidata ou aceita um convite.
                </span>
              </dd>
            </dl>
            <Link
              to={href("militaryProfile")}
              className="w-fit text-primary text-sm underline-offset-4 hover:underline"
            >
              Alterar dados no perfil
            </Link>
            <LinkSection form={form as ResumeForm} />
          </Section>
          <ObjectiveSection form={form as ResumeForm} suggestions={view.suggestions} />
          <SummarySection form={form as ResumeForm} />
          <ExperienceSection form={form as ResumeForm} />
          <EducationSection form={form as ResumeForm} />
          <CoursesSection form={form as ResumeForm} certificates={view.certificates} />
          <LanguagesSection form={form as ResumeForm} />
          <MoreSection form={form as ResumeForm} />
          <div className="flex justify-end">{actions}</div>
        </form>

        <aside
          aria-label="Prévia"
          className="grid content-start gap-4 md:sticky md:top-4 md:max-h-[calc(100dvh-2rem)] md:self-start md:overflow-y-auto"
        >
          <h2 className="font-semibold text-lg">Prévia</h2>
          <ResumeDocumentView header={view.header} content={content} certificates={view.certificates} />
          <ResumeSourceCard view={view} />
          <ResumeShareCard view={view} />
        </aside>
      </div>
      <ConfirmDialog
        open={leaving.state === "blocked"}
        onOpenChange={(open) => (open ? undefined : leaving.reset?.())}
        title="Sair sem salvar?"
        description="Você alterou o currículo e não salvou. Se sair agora, as alterações serão perdidas."
        cancelLabel="Continuar editando"
        confirmLabel="Sair sem salvar"
        destructive
        onConfirm={() => leaving.proceed?.()}
      />
    </div>
  );
}

/** The errors object as pairs of a field's name and its error, for setError. */
function flatErrors(errors: object, prefix = ""): [never, { type: string; message: string }][] {
  const pairs: [never, { type: string; message: string }][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ("message" in value && typeof value.message === "string") {
      pairs.push([name as never, { type: "server", message: value.message }]);
    } else {
      pairs.push(...flatErrors(value, name));
    }
  }
  return pairs;
}

/** /app/curriculo: 'Meu currículo', the editor beside its preview. */
export function ResumePage() {
  const query = useQuery(resumeQuery);
  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 md:p-8" aria-busy="true">
        <Skeleton className="h-24 w-full rounded-xl" />
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 md:p-8">
        <LoadError message={resumeMessages.loadError} query={query} heading />
      </div>
    );
  }
  return <ResumeEditor view={query.data} />;
}
