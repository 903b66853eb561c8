import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { programmeDate } from "@wellbeing/domain";
import { registerAccount, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { downloadCsv } from "@wellbeing/testkit/csvDownload";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Issue 24 §4: a cell a spreadsheet would run as a formula (= + - @, a tab, a carriage return first) is
// written with a quote before it, in every CSV file: the four downloads and the research export's two.

const suite = sessionCastSuite();
const FORMULA = /^[=+\-@\t\r]/;

const PARTICIPANT_NAME = '=HYPERLINK("http://attacker.example","Click")';
const TRAINER_NAME = "+Trainer Plus";
const ADDRESS_LINE = "@SUM(1+1)";
const TOWN = "-2+3 Town";
const FREE_TEXT = "=cmd|' /C calc'!A0";

const cellsOf = (text: string): string[] => (parse(text, { relax_column_count: true }) as string[][]).flat();

/** Every cell of a file: none starts as a formula; each injected text is there, a quote first. */
const expectNeutralised = (text: string, injected: ReadonlyArray<string>) => {
  const cells = cellsOf(text);
  expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
  for (const value of injected)
    expect(
      cells.some((cell) => cell.includes(`'${value}`)),
      value,
    ).toBe(true);
};

let sessionId: string;

beforeAll(async () => {
  const { as } = suite.cast;
  const trainerId = await registerAccount(suite.system, {
    email: "plus.trainer@demo.test",
    name: TRAINER_NAME,
    roles: ["trainer"],
    localAuthorities: ["Newport"],
  });
  const session = await createSession(
    as.admin,
    sessionForm(trainerId, {
      dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }],
      address: { addressLine1: ADDRESS_LINE, addressLine2: null, town: TOWN, postcode: "NP20 1AA" },
    }),
  );
  sessionId = session.id;
  // Five post-session responses (a batch the disclosure rule releases), one with a formula as its free text.
  for (const index of [0, 1, 2, 3, 4]) {
    const email = `formula.${index}@example.org`;
    const { client } = await signUpParticipant(suite.system.url, index === 0 ? PARTICIPANT_NAME : `Person ${index}`, email);
    expect((await registerBeforeItEnded(suite.system, client, session.id, email)).status).toBe(200);
    const form = { ...completeSurveyForm("post", true), ...(index === 0 ? { "session.anythingElse": { answer: FREE_TEXT, otherAnswer: null } } : {}) };
    expect((await submitSurvey(client, session.id, "post", form)).status).toBe(201);
  }
}, 300_000);

describe("CSV formula injection (issue 24 §4)", () => {
  it("the responses export writes a free-text answer starting as a formula after a quote", async () => {
    let text = "";
    await expect
      .poll(async () =>
        cellsOf((text = (await downloadCsv(suite.system.url, suite.cast.as.admin, "/api/export-csv/responses")).text)).some((cell) => cell.includes(FREE_TEXT)),
      )
      .toBe(true);
    expectNeutralised(text, [FREE_TEXT, TRAINER_NAME]);
  });

  it("the sessions export writes trainers' names and addresses after a quote", async () => {
    const { text } = await downloadCsv(suite.system.url, suite.cast.as.admin, "/api/export-csv/sessions");
    expectNeutralised(text, [TRAINER_NAME, `${ADDRESS_LINE}, ${TOWN}`]);
  });

  it("the trainers export writes a trainer's name after a quote", async () => {
    const { text } = await downloadCsv(suite.system.url, suite.cast.as.admin, "/api/export-csv/trainers");
    expectNeutralised(text, [TRAINER_NAME]);
  });

  it("the participants export writes a participant's name after a quote", async () => {
    let text = "";
    await expect
      .poll(async () =>
        cellsOf((text = (await downloadCsv(suite.system.url, suite.cast.as.admin, "/api/export-csv/participants")).text)).some((cell) =>
          cell.includes(PARTICIPANT_NAME),
        ),
      )
      .toBe(true);
    expectNeutralised(text, [PARTICIPANT_NAME]);
  });

  it("the research export's files hold no cell that starts as a formula (they go through the same writer)", async () => {
    let files: Record<string, Uint8Array> = {};
    await expect
      .poll(async () => {
        files = unzipSync(new Uint8Array((await suite.cast.as.admin.download(`/api/research-export?asOf=${programmeDate(new Date())}`)).bytes));
        return (parse(new TextDecoder().decode(files["responses.csv"]), { bom: true }) as string[][]).length;
      })
      .toBe(1 + 5);
    for (const name of ["responses.csv", "data-dictionary.csv"]) expectNeutralised(new TextDecoder().decode(files[name]), []);
    expect(sessionId).toBeTruthy();
  });
});
