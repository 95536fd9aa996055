import { randomBytes } from "node:crypto";

/** A label no other test (or earlier run against the same database) has used: "Spring page k3x9q2". */
export function unique(label: string): string {
  return `${label} ${randomBytes(4).toString("hex")}`;
}
