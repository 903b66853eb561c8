export * from "./testDatabase";
export * from "../eventStore/eventStoreContract";
export * from "./silentMailServer";
export * from "./advisoryLocks";
export * from "./scriptProcess";
export * from "./mailSender";
