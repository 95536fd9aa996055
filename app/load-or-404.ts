import "server-only";
import { notFound } from "next/navigation";
import { isServiceError } from "@/lib/services/errors";

/** Runs a service read; a missing (or trashed) item becomes the 404 page. */
export async function loadOr404<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
}
