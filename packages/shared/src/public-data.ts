// The data a public page shows that changes while the site runs (the partners directory). Its
// route loaders read it through this interface: on the server, which renders those pages for
// each request, straight from the database; in the browser, after a client-side navigation,
// from the API.
import type { DirectoryPage, DirectoryQuery } from "./benefits.directory";

export interface PublicData {
  partners(query: DirectoryQuery): Promise<DirectoryPage>;
}
