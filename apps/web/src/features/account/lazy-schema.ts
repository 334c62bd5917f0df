import type * as authSchemas from "@pm/shared/account.schemas";
import type { FieldValues, Resolver } from "react-hook-form";

type Schemas = typeof authSchemas;
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends { safeParse: unknown } ? K : never }[keyof Schemas];
type ZodResolver = typeof import("@hookform/resolvers/zod").zodResolver;

// The schemas need zod, which is most of this page's JavaScript, and the resolver that reads them
// to the form is only of use with them. Both load when the visitor starts filling a form
// (preloadAuthSchemas) or at the latest on submit, never before first paint.
let loading: Promise<{ schemas: Schemas; zodResolver: ZodResolver }> | null = null;
function loadSchemas() {
  loading ??= Promise.all([import("@pm/shared/account.schemas"), import("@hookform/resolvers/zod")]).then(
    ([schemas, { zodResolver }]) => ({ schemas, zodResolver }),
  );
  return loading;
}

export function preloadAuthSchemas(): Promise<Schemas> {
  return loadSchemas().then(({ schemas }) => schemas);
}

/** A react-hook-form resolver for one of the shared auth schemas, loaded on first use. */
export function lazySchemaResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  name: SchemaName,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Resolver<TValues, unknown, TOutput> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const { schemas, zodResolver } = await loadSchemas();
      resolver = zodResolver(schemas[name] as never) as unknown as Resolver<TValues, unknown, TOutput>;
    }
    return resolver(values, context, options);
  };
}
