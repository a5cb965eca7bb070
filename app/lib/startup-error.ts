/**
 * A problem with the configuration or the machine that stops start-up. Its message is one
 * sentence meant for the person starting the server: it is printed as it is, without a stack.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
