// Worker-thread bootstrap: Node 20 workers do not inherit the parent's tsx loader, so this
// plain-JS entry registers tsx and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
