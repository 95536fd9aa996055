import { canonicalJson } from "@/lib/canonical-json";

/**
 * The calls a person approved in this request. An approval authorises one execution of exactly
 * the input the card was drawn for: a call with the same id but any other input is not approved,
 * and once taken the approval is spent.
 */
export class ApprovedCalls {
  private readonly inputs: Map<string, string>;
  private readonly taken = new Set<string>();

  constructor(calls: { toolCallId: string; input: unknown }[] = []) {
    this.inputs = new Map(calls.map((call) => [call.toolCallId, canonicalJson(call.input)]));
  }

  /** Whether a person approved a call with this id in this request (whatever its input). */
  has(toolCallId: string): boolean {
    return this.inputs.has(toolCallId);
  }

  /** Spends the approval for this exact call; false when there is none, it is spent, or the input differs. */
  take(toolCallId: string, input: unknown): boolean {
    if (this.taken.has(toolCallId) || this.inputs.get(toolCallId) !== canonicalJson(input)) return false;
    this.taken.add(toolCallId);
    return true;
  }

  /** Whether this call runs on a person's approval (its approval was taken for it). */
  ranOnApproval(toolCallId: string): boolean {
    return this.taken.has(toolCallId);
  }
}
