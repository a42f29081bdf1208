// The bundled CDK app (`npx cdk synth`): the stack from cdk.json's context, with cdk-nag.
import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { CONTEXT_KEY, parseStackInput } from "./context.js";
import { RetentionJobStack } from "./retention-stack.js";

/** Builds the app from CDK context; `npx cdk synth` runs this file. */
export function buildApp(app: App = new App()): { app: App; stack: RetentionJobStack } {
  const input = parseStackInput(app.node.tryGetContext(CONTEXT_KEY));
  const { stackName, account, region } = input.settings;
  const stack = new RetentionJobStack(app, stackName, {
    input,
    env: account && region ? { account, region } : undefined,
    description:
      "retention-job: scheduled, batched PostgreSQL retention (function, schedule, alarms, dashboard)",
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  buildApp().app.synth();
}
