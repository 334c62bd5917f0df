// What billing's daily job reaches of operations: ending the negotiated contracts past their end.
export { expireContracts } from "./operations.companies.queries";
