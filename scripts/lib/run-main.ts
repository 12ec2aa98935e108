/**
 * Runs a script's `main` and exits with the code it returns. Scripts exit explicitly: Payload keeps
 * its database connection (and the mail transport) open, so the process would not end by itself.
 * An error `main` throws is printed (as `describe` words it) and ends the process with 1.
 */
export function runMain(
  main: () => Promise<number>,
  describe: (error: unknown) => unknown = (error) => error,
): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(describe(error))
      process.exit(1)
    })
}
