import { createInterface } from "node:readline/promises";
import { CliError } from "./cli-error";

/** Without a terminal nobody can answer a confirmation: refuse before showing anything. */
export function assertTerminal(): void {
  if (!process.stdin.isTTY) {
    throw new CliError("This needs a person to confirm it at a terminal, and there is none (input is not a terminal). Run it interactively, or ask in the dashboard's chat.");
  }
}

/** Asks the person at the terminal; anything but "y" or "yes" is a no. */
export async function confirmAtTerminal(question: string): Promise<boolean> {
  assertTerminal();
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^\s*y(es)?\s*$/i.test(await prompt.question(`${question} [y/N] `));
  } finally {
    prompt.close();
  }
}
