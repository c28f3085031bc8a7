// The run-log core lives in server/runLog; the hash is named here too for the store's callers
// (tests/integration/entryRepository.contract.ts, scripts/bench-hostile) that build entries by hand.
export { secretHashOf } from '../runLog/keys';
