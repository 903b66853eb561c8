import { describe, expect, it } from "vitest";
import { COURSES } from "../constants";
import { courseDocuments, findMaterialDocument, materialDownloadName, materialFilePath, moduleDocuments } from "./documents";

describe("the materials catalogue", () => {
  it("gives each course's three modules a participant guide before and a workbook after", () => {
    for (const course of COURSES) {
      for (const module of ["1", "2", "3"] as const) {
        expect(moduleDocuments(course, module).map((document) => [document.kind, document.timing])).toEqual([
          ["participant-guide", "pre-session"],
          ["workbook", "post-session"],
        ]);
      }
    }
  });

  it("gives the standard course's Train the Trainer and the young people's Trainer Upskill their trainer-course documents", () => {
    expect(moduleDocuments("C5", "train-the-trainer").map((document) => document.id)).toEqual([
      "train-the-trainer-trainer-guide",
      "train-the-trainer-trainer-workbook",
    ]);
    expect(moduleDocuments("YOUNG_PEOPLE", "trainer-upskill").map((document) => document.id)).toEqual([
      "trainer-upskill-trainer-guide",
      "trainer-upskill-trainer-workbook",
    ]);
    expect(moduleDocuments("C5", "trainer-upskill")).toEqual([]);
  });

  it("names every document once per course, and finds it by that name", () => {
    for (const course of COURSES) {
      const ids = courseDocuments(course).map((document) => document.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.map((id) => findMaterialDocument(course, id)?.id)).toEqual(ids);
    }
    expect(findMaterialDocument("C5", "../secrets")).toBeNull();
  });

  it("keeps each language's file under its course, and downloads it under a plain name", () => {
    const workbook = findMaterialDocument("YOUNG_PEOPLE", "module-2-workbook")!;
    expect(materialFilePath(workbook, "cy")).toBe("YOUNG_PEOPLE/module-2-workbook.cy.pdf");
    expect(materialDownloadName(workbook, "en")).toBe("young-people-module-2-workbook-en.pdf");
  });
});
