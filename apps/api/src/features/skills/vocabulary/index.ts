// The whole military vocabulary, force by force, then the functions every force has.
import { EXERCITO } from "./exercito";
import { AERONAUTICA, MARINHA } from "./marinha-aeronautica";
import { BOMBEIROS, POLICIA_MILITAR, TODAS_AS_FORCAS } from "./pm-bombeiros";
import type { VocabularyEntry } from "./types";

export const VOCABULARY: readonly VocabularyEntry[] = [
  ...EXERCITO,
  ...MARINHA,
  ...AERONAUTICA,
  ...POLICIA_MILITAR,
  ...BOMBEIROS,
  ...TODAS_AS_FORCAS,
];
