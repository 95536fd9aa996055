import type { Role, ServiceContext } from "./context";
import { forbidden } from "./errors";

export type Permission =
  | "content.read"
  | "content.write"
  | "content.publish"
  | "settings.write"
  | "trash.purge"
  | "users.manage"
  | "audit.read";

const GRANTS: Record<Role, readonly Permission[]> = {
  viewer: ["content.read", "audit.read"],
  editor: ["content.read", "audit.read", "content.write", "content.publish", "settings.write"],
  admin: ["content.read", "audit.read", "content.write", "content.publish", "settings.write", "trash.purge", "users.manage"],
};

const DESCRIPTIONS: Record<Permission, string> = {
  "content.read": "read content",
  "content.write": "change content",
  "content.publish": "publish content",
  "settings.write": "change site settings",
  "trash.purge": "permanently delete items from the trash",
  "users.manage": "manage users",
  "audit.read": "read the activity log",
};

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role]?.includes(permission) ?? false;
}

export function assertCan(ctx: ServiceContext, permission: Permission): void {
  if (!can(ctx.actor.role, permission)) {
    throw forbidden(`Your role (${ctx.actor.role}) is not allowed to ${DESCRIPTIONS[permission]}.`);
  }
}
