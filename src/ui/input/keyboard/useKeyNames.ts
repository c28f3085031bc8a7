import { useCallback } from 'react';
import type { GameActionId } from './gameActions';
import { useBindings } from './bindingStore';
import { keyLabel, useLayoutMap } from './keyLabels';

/** The name of an action's first key as this keyboard prints it ("R", or "K" once Rest is rebound),
 *  for labels such as REST (R); follows a rebinding at once. */
export function useKeyNames(): (action: GameActionId) => string {
  const bindings = useBindings();
  const layout = useLayoutMap();
  return useCallback((action: GameActionId) => keyLabel(bindings[action][0], layout), [bindings, layout]);
}

/** The names of all of an action's keys in force (["W", "Up arrow"]), for HELP's key table. */
export function useAllKeyNames(): (action: GameActionId) => readonly string[] {
  const bindings = useBindings();
  const layout = useLayoutMap();
  return useCallback(
    (action: GameActionId) => bindings[action].map((code) => keyLabel(code, layout)),
    [bindings, layout],
  );
}
