// What other features reach of operations: billing's daily job ends the negotiated contracts past
// their end; support writes the console's audit log with every operator action.

export { listAudit, recordAudit } from "./operations.audit.queries";
export { expireContracts } from "./operations.companies.queries";
