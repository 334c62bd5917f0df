// What other domains reach of the community: the console's list of militares shows whether an
// operator confirmed each one a veteran, beside the button that confirms or withdraws it.
export { veteranConfirmedOf } from "./community.members.queries";
