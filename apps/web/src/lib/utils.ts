import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins classes and lets later Tailwind utilities override earlier ones (for primitives' className). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins classes without resolving conflicts: for conditional classes that never restate one
 * another. The public pages use it so tailwind-merge stays out of their JavaScript.
 */
export { clsx as cx };
