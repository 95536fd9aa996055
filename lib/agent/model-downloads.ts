import "server-only";
import type { Experimental_DownloadFunction } from "ai";
import { safeFetch } from "@/lib/net/safe-fetch";

const MAX_DOWNLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Any URL in the model's input is fetched through the safe fetch (address checks after DNS and on
 * every redirect, size and time caps) instead of the SDK's own download, which checks only the
 * host name as text.
 */
export const safeModelDownload: Experimental_DownloadFunction = (requests) =>
  Promise.all(
    requests.map(async ({ url }) => {
      const response = await safeFetch(url.href, { maxBytes: MAX_DOWNLOAD_BYTES });
      return { data: new Uint8Array(response.body), mediaType: response.headers["content-type"]?.split(";")[0] || undefined };
    }),
  );
