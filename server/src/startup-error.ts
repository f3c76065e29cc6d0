/**
 * A failure to start that the operator can fix (bad configuration, data folder in use, database
 * unreachable, site not built). main.ts prints its message alone, without a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
