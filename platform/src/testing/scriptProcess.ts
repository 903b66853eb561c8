import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Node itself with tsx as its loader: the tsx command would run the script in a grandchild that a SIGKILL of it leaves running.
const TSX_LOADER = pathToFileURL(path.resolve(import.meta.dirname, "../../../node_modules/tsx/dist/loader.mjs")).href;

/** The command that runs a TypeScript script in this very process (no grandchild): node with tsx as its loader. */
export const tsxCommand = (script: string): [string, string[]] => [process.execPath, ["--import", TSX_LOADER, script]];

/** A TypeScript script run in a process of its own, as a test's stand-in for another service instance. */
export interface ScriptProcess {
  /** Resolves once the script has printed this line. */
  printed(line: string): Promise<void>;
  /** SIGKILL, as a crash: nothing of the process runs after it. Resolves once it has exited. */
  kill(): Promise<void>;
}

export const startScriptProcess = (script: string, env: Record<string, string>): ScriptProcess => {
  const [command, args] = tsxCommand(script);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  let hasExited = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => ((hasExited = true), resolve())));
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    printed: (line) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.split("\n").includes(line)) return;
          child.stdout.off("data", check);
          child.off("exit", gone);
          resolve();
        };
        const gone = () => reject(new Error(`${path.basename(script)} exited before printing "${line}"`));
        child.stdout.on("data", check);
        child.once("exit", gone);
        check();
        if (hasExited) gone();
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
};
