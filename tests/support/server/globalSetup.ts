// Builds the server bundle once before any integration file starts a server process: two files
// finding a stale bundle at the same moment would each rebuild it under the other's server.
import { ensureServerBuilt } from './process';

export default function setup(): void {
  ensureServerBuilt();
}
