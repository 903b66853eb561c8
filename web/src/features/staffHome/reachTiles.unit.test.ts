import { en } from "@wellbeing/domain";
import { describe, expect, it } from "vitest";
import { reachTiles } from "./reachTiles";
import { translator } from "@wellbeing/i18n";

const t = translator(en, "en");
const stats = { sessionCount: 12, participantCount: 1500, responseCount: 90, responseRate: 75, trainerCount: 4 };

describe("reachTiles (§2.6)", () => {
  it("shows a trainer's response rate as a percentage, linking to their own results", () => {
    const tiles = reachTiles("trainer", stats, t);
    expect(tiles.map((tile) => [tile.label, tile.value, tile.to])).toEqual([
      ["Sessions", "12", "/my-sessions"],
      ["Participants", "1,500", "/trainer-results?target=me"],
      ["Responses", "90", "/trainer-results?target=me"],
      ["Response Rate", "75%", "/trainer-results?target=me"],
    ]);
  });

  it("shows an admin the trainers reached, with everyone's sessions and results", () => {
    const tiles = reachTiles("admin", stats, t);
    expect(tiles.map((tile) => [tile.label, tile.to])).toEqual([
      ["Sessions", "/all-sessions"],
      ["Participants", "/trainer-results?target=all"],
      ["Responses", "/trainer-results?target=all"],
      ["Trainers", "/trainers"],
    ]);
  });

  it("links a local lead's figures to their group's sessions, results and trainers: the sessions and people they count", () => {
    expect(reachTiles("localLead", stats, t).map((tile) => [tile.label, tile.to])).toEqual([
      ["Sessions", "/group-sessions"],
      ["Participants", "/trainer-results?target=myGroup"],
      ["Responses", "/trainer-results?target=myGroup"],
      ["Trainers", "/trainers"],
    ]);
  });

  it("leaves figures unknown until they load", () => {
    expect(reachTiles("trainer", undefined, t).every((tile) => tile.value === null)).toBe(true);
  });
});
