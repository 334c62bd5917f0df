import { zodResolver } from "@hookform/resolvers/zod";
import type * as authSchemas from "@pm/shared/account.schemas";
import type { FieldValues, Resolver } from "react-hook-form";

type Schemas = typeof authSchemas;
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends { safeParse: unknown } ? K : never }[keyof Schemas];

// The schemas need zod, which is most of this page's JavaScript. They load when the visitor
// starts filling a form (preloadAuthSchemas) or at the latest on submit, never before first paint.
let loading: Promise<Schemas> | null = null;
export function preloadAuthSchemas(): Promise<Schemas> {
  loading ??= import("@pm/shared/account.schemas");
  return loading;
}

/** A react-hook-form resolver for one of the shared auth schemas, loaded on first use. */
export function lazySchemaResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  name: SchemaName,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Resolver<TValues, unknown, TOutput> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const schemas = await preloadAuthSchemas();
      resolver = zodResolver(schemas[name] as never) as unknown as Resolver<TValues, unknown, TOutput>;
    }
    return resolver(values, context, options);
  };
}
