import { generateId } from "ai";

/** A fresh chat id; `crypto.randomUUID` exists only on secure origins (https, localhost). */
export const newChatId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : generateId());
