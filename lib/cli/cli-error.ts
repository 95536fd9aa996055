/** A failure the CLI reports in one sentence; exit code 2 is a usage error (bad flag or input), 1 anything else. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export const usageError = (message: string) => new CliError(message, 2);
