import { useEffect, useState } from 'react';
import { nextTask } from '../../map/nextTask';

/**
 * False for a component's first commit, true a task later: a part drawn then is left out of the task that
 * first draws the screen around it (the browser may paint and take input between the two).
 */
export function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => mounted && setAfter(true));
    return () => {
      mounted = false;
    };
  }, []);
  return after;
}
