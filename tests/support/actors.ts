import type { ServiceContext } from "@/lib/services/context";

const actor = (role: "admin" | "editor" | "viewer"): ServiceContext => ({
  actor: { id: null, label: `${role}@test`, role, kind: "user" },
});

export const admin = actor("admin");
export const editor = actor("editor");
export const viewer = actor("viewer");

/** A unique suffix so tests sharing one database never collide on slugs. */
export const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
