import { describe, expect, it } from "vitest";
import {
  applyContinuePath,
  CONTINUE_PATH,
  followContinuePath,
  jobIdFromPublicParam,
  jobIdFromShort,
  jobIdOfContinuePath,
  jobSlug,
  publicJobMessages,
  publicJobPath,
  shortJobId,
} from "./job-links";
import { jobPostingData, type PublicJob, publicJobsQueryFromUrl, publicJobsUrl, scriptJson } from "./jobs.public";

const ID = "9e0f62e6-0d88-438a-aeb9-c19ef3864cd9";

describe("a job's public address", () => {
  it("writes the id in 22 base64url characters and reads it back exactly", () => {
    for (const id of [ID, "00000000-0000-4000-8000-000000000000", "ffffffff-ffff-4fff-bfff-ffffffffffff"]) {
      const short = shortJobId(id);
      expect(short).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(jobIdFromShort(short)).toBe(id);
    }
    expect(shortJobId(ID)).toBe("ng9i5g2IQ4quucGe84ZM2Q");
  });

  it("refuses what is not a short id: wrong length, characters, or bits past the 128", () => {
    expect(jobIdFromShort("ng9i5g2IQ4quucGe84ZM2")).toBeNull();
    expect(jobIdFromShort("ng9i5g2IQ4quucGe84ZM2Q=")).toBeNull();
    expect(jobIdFromShort("ng9i5g2IQ4quucGe84ZM2.")).toBeNull();
    expect(jobIdFromShort("ng9i5g2IQ4quucGe84ZM2R")).toBeNull();
  });

  it("puts the title's words, without accents, before the id", () => {
    expect(jobSlug("Coordenador de Logística — Turno B (12x36)")).toBe("coordenador-de-logistica-turno-b-12x36");
    expect(jobSlug("Ação & Manutenção")).toBe("acao-manutencao");
    expect(jobSlug("!!!")).toBe("vaga");
    expect(jobSlug("a".repeat(100))).toHaveLength(80);
    expect(jobSlug(`${"palavra ".repeat(12)}fim`)).not.toMatch(/-$/);
    expect(publicJobPath({ id: ID, title: "Motorista Categoria D" })).toBe(
      "/vagas/motorista-categoria-d-ng9i5g2IQ4quucGe84ZM2Q",
    );
  });

  it("reads the id from the address whatever its words, and nothing from a glued or short one", () => {
    expect(jobIdFromPublicParam("motorista-categoria-d-ng9i5g2IQ4quucGe84ZM2Q")).toBe(ID);
    expect(jobIdFromPublicParam("titulo-antigo-ng9i5g2IQ4quucGe84ZM2Q")).toBe(ID);
    expect(jobIdFromPublicParam("ng9i5g2IQ4quucGe84ZM2Q")).toBe(ID);
    expect(jobIdFromPublicParam("motoristang9i5g2IQ4quucGe84ZM2Q")).toBeNull();
    expect(jobIdFromPublicParam("motorista")).toBeNull();
  });

  it("lets a visitor continue only to a job of the board, from a public page or a shared link", () => {
    expect(CONTINUE_PATH.test(applyContinuePath(ID))).toBe(true);
    expect(CONTINUE_PATH.test(`/app/vagas?vaga=${ID}&origem=link_direto`)).toBe(true);
    // A public page opened from an alert's e-mail: the application will say it came from the alert.
    expect(applyContinuePath(ID, "alerta")).toBe(`/app/vagas?vaga=${ID}&origem=alerta`);
    expect(CONTINUE_PATH.test(applyContinuePath(ID, "alerta"))).toBe(true);
    for (const bad of [
      `/app/vagas?vaga=${ID}`,
      `/app/vagas?vaga=${ID}&origem=convite`,
      `/app/vagas?vaga=${ID}&origem=pagina_publica&x=1`,
      "/app/configuracoes",
      `https://golpe.example/app/vagas?vaga=${ID}&origem=pagina_publica`,
    ]) {
      expect(CONTINUE_PATH.test(bad)).toBe(false);
    }
  });

  it("lets a visitor continue to follow a company by its page's address, and nothing like it", () => {
    expect(followContinuePath("logistica-aguia")).toBe("/app/alertas?seguir=logistica-aguia");
    expect(CONTINUE_PATH.test(followContinuePath("logistica-aguia"))).toBe(true);
    expect(CONTINUE_PATH.test(followContinuePath("a".repeat(90)))).toBe(true);
    for (const bad of [
      followContinuePath("a".repeat(91)),
      followContinuePath("Logistica"),
      followContinuePath("-aguia"),
      followContinuePath("aguia--forte"),
      "/app/alertas?seguir=",
      "/app/alertas?seguir=aguia&x=1",
      "/app/alertas?seguir=aguia/../../configuracoes",
      "/app/alertas",
    ]) {
      expect(CONTINUE_PATH.test(bad), bad).toBe(false);
    }
    // No job in it: the account keeps no wanted job for a follow.
    expect(jobIdOfContinuePath(followContinuePath("logistica-aguia"))).toBeNull();
  });

  it("reads the job out of an accepted destination only, for the account to keep", () => {
    expect(jobIdOfContinuePath(applyContinuePath(ID))).toBe(ID);
    expect(jobIdOfContinuePath(`/app/vagas?vaga=${ID}&origem=link_direto`)).toBe(ID);
    for (const bad of [undefined, "", `/app/vagas?vaga=${ID}`, `/app/vagas?vaga=${ID}&origem=pagina_publica&x=1`]) {
      expect(jobIdOfContinuePath(bad)).toBeNull();
    }
  });

  it("writes its texts out", () => {
    expect(publicJobMessages).toMatchObject({
      gone: "Esta vaga não está mais disponível",
      notFound: "Vaga não encontrada",
      empty: "Nenhuma vaga encontrada",
      copyLink: "Copiar link",
      share: "Compartilhar",
      linkCopied: "Link copiado",
    });
  });
});

const JOB: PublicJob = {
  id: ID,
  path: publicJobPath({ id: ID, title: "Vigilante" }),
  title: "Vigilante",
  city: "Campinas",
  regime: "Temporário",
  area: "seguranca",
  modality: "Presencial",
  salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
  salaryMin: 2800,
  salaryMax: 3200,
  openings: 4,
  pcd: "tambem",
  createdAt: "2026-11-20T12:00:00.000Z",
  expiresAt: "2027-01-19T12:00:00.000Z",
  closesOn: null,
  description: "Vigilância patrimonial em turnos 12x36.",
  requirements: ["Curso de formação de vigilante"],
  benefits: [],
  company: {
    slug: "guardia-seguranca",
    name: "Guardiã Segurança",
    logoUrl: "/api/files/logo",
    state: "SP",
    sector: "Segurança",
    website: "https://guardia.example",
    description: null,
  },
};

describe("JobPosting", () => {
  it("says what search engines' job listings ask for, valid through the job's own expiry", () => {
    const data = jobPostingData(JOB, "https://proximamissao.example");
    expect(data).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Vigilante",
      description: "Vigilância patrimonial em turnos 12x36.",
      datePosted: "2026-11-20T12:00:00.000Z",
      validThrough: "2027-01-19T12:00:00.000Z",
      employmentType: "TEMPORARY",
      totalJobOpenings: 4,
      url: `https://proximamissao.example${JOB.path}`,
      identifier: { "@type": "PropertyValue", name: "Guardiã Segurança", value: ID },
      hiringOrganization: {
        "@type": "Organization",
        name: "Guardiã Segurança",
        sameAs: "https://guardia.example",
        logo: "https://proximamissao.example/api/files/logo",
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Campinas", addressRegion: "SP", addressCountry: "BR" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BRL",
        value: { "@type": "QuantitativeValue", minValue: 2800, maxValue: 3200, unitText: "MONTH" },
      },
    });
  });

  it("says a single monthly amount as one value", () => {
    expect(
      jobPostingData({ ...JOB, salaryMin: 6000, salaryMax: null, openings: 1 }, "https://x.example"),
    ).toMatchObject({
      totalJobOpenings: 1,
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BRL",
        value: { "@type": "QuantitativeValue", value: 6000, unitText: "MONTH" },
      },
    });
  });

  it("marks a remote job as telecommuting in Brazil and leaves out what the company did not give", () => {
    const data = jobPostingData(
      {
        ...JOB,
        modality: "Remoto",
        // A salary only in words is shown on the page, never guessed into structured data.
        salary: "R$ 5.000",
        salaryMin: null,
        salaryMax: null,
        regime: "CLT",
        company: { ...JOB.company, website: null, logoUrl: null, state: null },
      },
      "https://x.example",
    );
    expect(data).toMatchObject({
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "BR" },
    });
    expect(data).not.toHaveProperty("baseSalary");
    expect(jobPostingData(JOB, "https://x.example")).not.toHaveProperty("jobLocationType");
    expect(data.hiringOrganization).toEqual({ "@type": "Organization", name: "Guardiã Segurança" });
    expect(data.jobLocation.address).not.toHaveProperty("addressRegion");
  });

  it("serializes for a script element that nothing can close", () => {
    const json = scriptJson({ title: "</script><script>alert(1)</script> & <!--" });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ title: "</script><script>alert(1)</script> & <!--" });
  });
});

describe("the public list's address", () => {
  it("reads the Portuguese keys and writes them back", () => {
    const read = publicJobsQueryFromUrl(
      new URLSearchParams("q=logística&cidade=Campinas&uf=sp&regime=CLT&modalidade=Remoto"),
    );
    expect(read).toEqual({
      ok: true,
      query: { q: "logística", city: "Campinas", state: "SP", regime: "CLT", modality: "Remoto" },
    });
    if (read.ok)
      expect(publicJobsUrl(read.query)).toBe(
        "/vagas?q=log%C3%ADstica&cidade=Campinas&uf=SP&regime=CLT&modalidade=Remoto",
      );
    expect(publicJobsUrl({})).toBe("/vagas");
  });

  it("says why it refuses an address", () => {
    expect(publicJobsQueryFromUrl(new URLSearchParams("regime=Escravo"))).toEqual({
      ok: false,
      message: "Selecione um regime válido",
    });
    expect(publicJobsQueryFromUrl(new URLSearchParams("pagina=lixo"))).toEqual({
      ok: false,
      message: "Página inválida",
    });
  });
});
