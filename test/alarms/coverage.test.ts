// Every alarm the construct can create, proven to fire: for each deployment (every preset, and a
// table with a publishing policy and a bucket), each alarm of its synthesized template is driven
// into ALARM by a scenario through the real handler's EMF, after healthy nights on which it is OK.
// An alarm no scenario proves fails the last test.
import { afterAll, describe, expect, it } from "vitest";
import { simulatedRules } from "../../bench/simulate/cloudwatch.js";
import { deployments } from "./deployments.js";
import { scenarios } from "./scenarios.js";
import { HOUR, templateOf, World } from "./world.js";

interface Proof {
  deployment: string;
  alarm: string;
  scenario: string;
  healthy: boolean;
  fired: boolean;
}
const proofs: Proof[] = [];

describe.each(deployments)("$name", (deployment) => {
  const rules = simulatedRules(templateOf(deployment));
  const applicable = scenarios.filter((scenario) =>
    rules.some((rule) => scenario.proves.includes(rule.kind)),
  );

  it.each(applicable)("$name", async (scenario) => {
    const world = await World.open(deployment);
    try {
      await scenario.run(world);
      const faultBegins = world.fireTime(scenario.faultNight);
      for (const rule of rules.filter((each) => scenario.proves.includes(each.kind))) {
        const before = world.states(rule, world.fireTime(0) + HOUR, faultBegins - HOUR);
        const after = world.states(rule, faultBegins, world.now + 2 * 24 * HOUR);
        const proof = {
          deployment: deployment.name,
          alarm: rule.id,
          scenario: scenario.name,
          healthy: before.every((each) => each.state !== "ALARM"),
          fired: after.some((each) => each.state === "ALARM"),
        };
        proofs.push(proof);
        expect({ alarm: rule.id, healthy: proof.healthy, fired: proof.fired }).toEqual({
          alarm: rule.id,
          healthy: true,
          fired: true,
        });
      }
    } finally {
      await world.close();
    }
  });

  it("every alarm in the template has a scenario that proves it", () => {
    const unproven = rules
      .map((rule) => rule.id)
      .filter(
        (id) =>
          !proofs.some(
            (proof) =>
              proof.deployment === deployment.name &&
              proof.alarm === id &&
              proof.fired &&
              proof.healthy,
          ),
      );
    expect(unproven).toEqual([]);
  });
});

afterAll(() => {
  const total = deployments.reduce((sum, each) => sum + simulatedRules(templateOf(each)).length, 0);
  const proven = proofs.filter((proof) => proof.healthy && proof.fired).length;
  console.log(
    `alarm coverage: ${proven} / ${total} alarms proven (${Math.round((100 * proven) / total)} %)\n${proofs
      .map(
        (proof) =>
          `  ${proof.healthy && proof.fired ? "proven" : "NOT PROVEN"}  ${proof.deployment}  ${proof.alarm}  <- ${proof.scenario}`,
      )
      .join("\n")}`,
  );
});
