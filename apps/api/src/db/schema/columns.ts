// Column shapes every table writes the same way.
import { timestamp } from "drizzle-orm/pg-core";

/** A moment in time, stored with its time zone (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was created. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row last changed (kept by the code that changes it). */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();
