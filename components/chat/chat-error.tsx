import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A failed request: the server's message, with Retry and Dismiss. */
export function ChatError({ message, onRetry, onDismiss }: { message: string; onRetry: () => void; onDismiss: () => void }) {
  return (
    <div role="alert" className="mx-3 mb-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span>{message}</span>
      </p>
      <div className="mt-2 flex gap-2 pl-6">
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
