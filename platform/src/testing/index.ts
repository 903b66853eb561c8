export * from "./testDatabase";
export * from "../eventStore/eventStoreContract";
