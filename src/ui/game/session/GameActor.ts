import { createActorContext } from '@xstate/react';
import { gameMachine } from '../../../app/gameMachine';

/** The running statechart, shared with every game component (useSelector / useActorRef). */
export const GameActor = createActorContext(gameMachine);
