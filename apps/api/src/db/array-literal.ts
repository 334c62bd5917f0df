/**
 * A PostgreSQL array literal ('{a,b,c}') sent as one parameter and cast in the statement
 * (`${arrayLiteral(ids)}::uuid[]`): a list of any length as a single placeholder, prepared
 * statements included. Only for values that need no quoting: uuids, numbers, checked keys.
 */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(",")}}`;
