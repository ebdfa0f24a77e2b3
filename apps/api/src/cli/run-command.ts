/** A mistake in how a command was called: its message is printed and the command exits 2. */
export class UsageError extends Error {}

/**
 * Runs a command's `main` with its arguments and sets the exit code: `main`'s own, or 2 for a
 * usage mistake. Anything else is a fault and is thrown as it is.
 */
export async function runCommand(main: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    // parseArgs reports unknown or malformed options with an ERR_PARSE_ARGS_* code.
    const badArguments = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !badArguments) throw error;
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 2;
  }
}
