import { createPool } from "../../db/postgres";
import { createTestDatabase } from "../../testing/testDatabase";
import { eventStoreContract } from "../eventStoreContract";
import { PostgresEventStore } from "./postgresEventStore";

eventStoreContract("Postgres", async () => {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 12);
  return {
    store: new PostgresEventStore(pool),
    dispose: async () => {
      await pool.end();
      await database.drop();
    },
  };
});
