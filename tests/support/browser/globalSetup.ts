// Builds the client and the server bundle once before any e2e file starts: the files run side by
// side, and two of them finding a stale build at the same moment would each rebuild it under the
// other's server.
import { ensureClientBuilt, ensureServerBuilt } from '../server/process';

export default function setup(): void {
  ensureClientBuilt();
  ensureServerBuilt();
}
