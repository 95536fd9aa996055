import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { userContext, type ServiceContext } from "@/lib/services/context";
import { can, type Permission } from "@/lib/services/permissions";
import { sessions, type SessionUser } from "@/lib/services/sessions";

export const SESSION_COOKIE = "cms_session";

/** The signed-in user for this request (memoised per render), or null. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return sessions.user(store.get(SESSION_COOKIE)?.value);
});

/** For dashboard pages: the user and their service context, or a redirect to sign in. */
export async function requireUser(permission?: Permission): Promise<{ user: SessionUser; ctx: ServiceContext }> {
  const user = await currentUser();
  if (!user) redirect("/login");
  if (permission && !can(user.role, permission)) redirect("/dashboard?denied=1");
  return { user, ctx: userContext(user) };
}

export async function startSession(userId: string) {
  const { token, expiresAt } = await sessions.create(userId);
  const store = await cookies();
  store.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.COOKIE_SECURE === "true",
    path: "/",
    expires: expiresAt,
  });
}

export async function endSession() {
  const store = await cookies();
  await sessions.destroy(store.get(SESSION_COOKIE)?.value);
  store.delete(SESSION_COOKIE);
}
