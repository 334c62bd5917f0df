import { format, formatDistanceToNow, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";

/** "22/11/2026", for lists. */
export function shortDate(iso: string): string {
  return format(parseISO(iso), "dd/MM/yyyy");
}

/** "22 de novembro de 2026", for sentences. */
export function longDate(iso: string): string {
  return format(parseISO(iso), "d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** "há 3 dias", for how long ago something happened. */
export function relativeDate(iso: string): string {
  return formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: ptBR });
}
