import type { Messages } from "../en";

export const list: Messages["list"] = {
  page: "Rhaid i'r dudalen fod yn rhif cyfan o 1 ymlaen",
  pageSize: "Rhaid i faint y dudalen fod yn rhif cyfan o 1 i 100",
  listType: "Dewiswch upcoming neu all",
  upcomingOnly: "Dim ond sesiynau sydd i ddod a restrir yma",
  trueOrFalse: "Defnyddiwch true neu false",
  chooseFromList: "Dewiswch o'r rhestr",
  tooManyValues: "Dewiswch 50 ar y mwyaf",
  delivery: "Dewiswch online neu faceToFace",
  target: "Dewiswch me, myGroup neu all",
  dateRange: "Rhaid i'r dyddiad gorffen fod ar y dyddiad dechrau neu ar ei ôl",
  chooseLocalLeads: "Dewiswch arweinwyr lleol o'r rhestr",
};
