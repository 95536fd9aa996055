import "server-only";
import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { userContext, type ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import type { ActionResult } from "@/lib/action-result";

/**
 * Runs a dashboard server action: checks the session, calls the service, turns expected failures
 * into a message for the form and revalidates the given paths on success.
 */
export async function runAction<T>(
  work: (ctx: ServiceContext) => Promise<T>,
  { success, revalidate = [] }: { success: string | ((result: T) => string); revalidate?: string[] },
): Promise<ActionResult<T>> {
  const user = await currentUser();
  if (!user) return { ok: false, error: "Your session has ended. Sign in again." };
  try {
    const data = await work(userContext(user));
    for (const path of revalidate) revalidatePath(path, "layout");
    return { ok: true, message: typeof success === "function" ? success(data) : success, data };
  } catch (error) {
    if (isServiceError(error)) return { ok: false, error: error.hint ? `${error.message} ${error.hint}` : error.message, issues: error.issues };
    console.error(error);
    return { ok: false, error: "Something went wrong on the server. Nothing was changed." };
  }
}
