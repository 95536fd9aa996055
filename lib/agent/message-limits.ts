/** The longest message a person may send: a long brief fits, a pasted book does not. Checked by the server, capped in the message box. */
export const MAX_MESSAGE_CHARS = 20_000;
