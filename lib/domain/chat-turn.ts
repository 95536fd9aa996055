import type { UIMessage } from "ai";

/** What the chat run records on an assistant message (its turn): whether the model finished its answer. */
export type TurnMetadata = { finished?: boolean };

/** A turn whose answer the model finished: Retry has nothing to continue. */
export const isFinishedTurn = (message: UIMessage | undefined) => message?.role === "assistant" && (message.metadata as TurnMetadata | undefined)?.finished === true;
