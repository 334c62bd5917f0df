// Part 2 of the route fuzzer (route-fuzzer.ts): the routes are dealt out over four files, which
// run side by side.
import { fuzzEveryRoute } from "./route-fuzzer";

fuzzEveryRoute({ shard: 2, of: 4 });
